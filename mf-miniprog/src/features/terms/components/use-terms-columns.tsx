import { Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MiniprogTermsKind, MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import type { MiniprogTermsInput } from '@fair/shared/validation/miniprog';
import { TERMS_QUERY_KEY, publishTerms } from '../api/terms-api';

export interface TermsRowActions {
  kind: MiniprogTermsKind;
  onView: (version: MiniprogTermsVersion) => void;
  /** a draft to edit, or a published version's text as a new draft */
  onEdit: (draft: MiniprogTermsInput) => void;
  onDelete: (version: MiniprogTermsVersion) => void;
  /** the version whose delete runs */
  deleting: number | null;
}

/** Publishes a draft after a confirmation, making it the version the mini-programme serves. */
function usePublishTerms() {
  const { t } = useTranslation();
  const { run, busy } = useRowCall<MiniprogTermsVersion>({
    call: (version) => publishTerms(version.id),
    confirm: (version) => t('miniprog:terms.publishConfirm', { version: version.version }),
    success: t('common:success.published'),
    invalidates: TERMS_QUERY_KEY,
  });
  return { publish: run, publishing: busy?.id ?? null };
}

/**
 * Version (current marked), both titles, state, publish and update time, and the buttons: view; a draft's
 * edit, publish and delete; a published version's copy into a new draft (it is never edited again).
 */
export function useTermsColumns({ kind, onView, onEdit, onDelete, deleting }: TermsRowActions): TableColumnsType<MiniprogTermsVersion> {
  const { t } = useTranslation();
  const { publish, publishing } = usePublishTerms();
  const label = (version: MiniprogTermsVersion) => `v${version.version}`;
  const textOf = (version: MiniprogTermsVersion) => ({ kind, title_zh: version.title_zh, title_en: version.title_en, content_zh: version.content_zh, content_en: version.content_en });
  // a draft is edited, published or deleted; a published version is never edited again, only copied into a new draft
  const actions = useRowActionsColumn<MiniprogTermsVersion>(260, (version) => {
    const view = { label: t('miniprog:terms.view'), onClick: () => onView(version) };
    return version.status === 'draft'
      ? {
          name: label(version),
          leading: [view],
          onEdit: () => onEdit({ id: version.id, ...textOf(version) }),
          actions: [{ label: t('common:button.publish'), loading: publishing === version.id, onClick: () => void publish(version) }],
          onDelete: () => onDelete(version),
          deleting: deleting === version.id,
        }
      : { name: label(version), leading: [view, { label: t('miniprog:terms.copy'), tooltip: t('miniprog:terms.publishedLocked'), onClick: () => onEdit(textOf(version)) }] };
  });
  return [
    {
      title: t('miniprog:terms.version'),
      key: 'version',
      width: 130,
      render: (_value, version) => (
        <Space size={4}>
          <strong>{label(version)}</strong>
          {version.current ? <Tag color="blue">{t('miniprog:terms.current')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('miniprog:shared.titleZh'), key: 'title_zh', dataIndex: 'title_zh' },
    { title: t('miniprog:shared.titleEn'), key: 'title_en', dataIndex: 'title_en' },
    { title: t('miniprog:shared.state'), key: 'status', width: 90, render: (_value, version) => <StatusTag status={version.status} /> },
    { title: t('common:table.publishTime'), key: 'published_at', width: 150, render: (_value, version) => formatFairTime(version.published_at) || '—' },
    { title: t('common:table.updatedAt'), key: 'updated_at', width: 150, render: (_value, version) => formatFairTime(version.updated_at) },
    actions,
  ];
}
