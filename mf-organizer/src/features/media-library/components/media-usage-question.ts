import type { TFunction } from 'i18next';
import type { MediaItemUsages } from '@fair/shared/contracts/media-library';

/**
 * The delete question: the SPEC §8 warning, after the places still showing each file ("booth.png: news
 * 展会快讯, product 展品").
 */
export function usageQuestion(t: TFunction, usages: MediaItemUsages[]): string {
  const warning = t('common:confirm.deleteData');
  if (!usages.length) return warning;
  const lines = usages.map((item) => `${item.title}：${item.usages.map((usage) => t('organizer:media.usage.entry', { kind: t(`organizer:media.usage.kinds.${usage.kind}`), name: usage.name })).join('、')}`);
  return `${t('organizer:media.usage.stillUsed')} ${lines.join('；')}。 ${warning}`;
}
