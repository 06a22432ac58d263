import { useTranslation } from 'react-i18next';
import type { ContentAction, ContentState } from '@fair/shared/contracts/content';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { contentApi } from '../api/content-api';
import { fetchPreviewLink, openPreview, previewLocaleOf } from '../api/preview-link';
import type { ContentKindDefinition, TextContentItem } from '../content-kinds';

const ACTION_TOASTS: Record<ContentAction, string> = {
  publish: 'exhibitor:content.toast.published',
  withdraw: 'exhibitor:content.toast.withdrawn',
  pin: 'exhibitor:content.toast.pinned',
  unpin: 'exhibitor:content.toast.unpinned',
};

/**
 * The SPEC §4 actions on a saved item, shared by the list and the form. Failures are shown by the api
 * client; each call resolves with the outcome so the caller can refresh.
 */
export function useContentActions(definition: ContentKindDefinition) {
  const { t } = useTranslation();
  const locale = useLocale();

  /** publish, withdraw publication, pin to top, cancel pin; the updated item, or null when it failed */
  const changeState = async (item: ContentState, action: ContentAction): Promise<TextContentItem | null> => {
    try {
      const updated = await contentApi.changeState<TextContentItem>(definition.kind, item.id, action);
      notifier().success(t(ACTION_TOASTS[action]));
      return updated;
    } catch {
      return null;
    }
  };

  /** asks first (SPEC §8 'this operation will permanently delete the data, continue?'); true when deleted */
  const remove = async (item: ContentState): Promise<boolean> => {
    const confirmed = await notifier().confirm({ content: t('common:confirm.deleteData') });
    if (!confirmed) return false;
    try {
      await contentApi.remove(definition.kind, item.id);
      notifier().success(t('common:success.deleted'));
      return true;
    } catch {
      return false;
    }
  };

  /**
   * Opens the catalogue page of a saved item in a new window (SPEC §7), in the interface language. `id` may
   * be a step to run first (the form saves) resolving with the id, or null to give up. Call it straight
   * from the click handler, so the window opens inside the click.
   */
  const preview = (id: number | (() => Promise<number | null>)) =>
    openPreview(async () => {
      const previewId = typeof id === 'number' ? id : await id();
      return previewId === null ? null : fetchPreviewLink(definition.kind, previewId, previewLocaleOf(locale));
    });

  return { changeState, remove, preview };
}
