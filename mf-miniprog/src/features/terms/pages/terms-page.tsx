import { useState } from 'react';
import { Card, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import { MINIPROG_PAGE_SIZE, MINIPROG_PAGE_SIZES, MINIPROG_TERMS_KINDS, type MiniprogTermsKind, type MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { MINIPROG_MESSAGES, type MiniprogTermsInput } from '@fair/shared/validation/miniprog';
import { TERMS_QUERY_KEY, deleteTermsDraft, fetchTermsVersions, saveTermsDraft } from '../api/terms-api';
import { BilingualContent } from '../../common/components/bilingual-content';
import { TermsViewDrawer } from '../components/terms-view-drawer';
import { useTermsColumns } from '../components/use-terms-columns';

const KIND_PARAM = 'kind';
const kindOf = (value: string | null): MiniprogTermsKind => (MINIPROG_TERMS_KINDS.find((kind) => kind === value) ?? 'user_notice');

/**
 * /clause/clause-manage: the user notice and the privacy terms, in Chinese and English, kept as numbered
 * versions. A new version starts as a draft (from the current text); publishing it makes it the one the
 * mini-programme serves, and every older published version stays readable, never edited again.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search.get(KIND_PARAM));
  const list = usePagedList<MiniprogTermsVersion>({
    queryKey: [...TERMS_QUERY_KEY, kind],
    fetchPage: (request) => fetchTermsVersions(kind, request),
    pageSize: MINIPROG_PAGE_SIZE,
    pageSizes: MINIPROG_PAGE_SIZES,
  });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteTermsDraft, invalidates: TERMS_QUERY_KEY });
  const [editing, setEditing] = useState<MiniprogTermsInput | null>(null);
  const [viewing, setViewing] = useState<MiniprogTermsVersion | null>(null);

  const current = list.items.find((version) => version.current);
  const startVersion = () => {
    const from = current ?? list.items[0];
    setEditing({ kind, title_zh: from?.title_zh ?? '', title_en: from?.title_en ?? '', content_zh: from?.content_zh ?? '', content_en: from?.content_en ?? '' });
  };

  const columns = useTermsColumns({ kind, onView: setViewing, onEdit: setEditing, onDelete: (version) => void remove(version.id), deleting });

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={kind}
        onChange={(next) => setSearch(next === 'user_notice' ? {} : { [KIND_PARAM]: next })}
        items={MINIPROG_TERMS_KINDS.map((value) => ({ key: value, label: t(`miniprog:terms.kinds.${value}`) }))}
      />
      <ListToolbar list={list} actions={<CreateButton label={t('miniprog:terms.create')} onClick={startVersion} />} />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('miniprog:terms.empty')} />} scroll={{ x: 1100 }} />
      <TermsViewDrawer version={viewing} onClose={() => setViewing(null)} />
      <DrawerForm<MiniprogTermsInput>
        key={editing?.id ?? `new-${kind}`}
        open={editing !== null}
        width={880}
        title={editing?.id ? t('miniprog:terms.edit') : t('miniprog:terms.create')}
        initialValues={editing ?? { kind, title_zh: '', title_en: '', content_zh: '', content_en: '' }}
        successText={t('miniprog:terms.draftSaved')}
        onSubmit={async (values) => {
          await saveTermsDraft({ ...values, kind, id: editing?.id });
          await invalidate(TERMS_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <BilingualFields names={['title_zh', 'title_en']} labels={[t('miniprog:shared.titleZh'), t('miniprog:shared.titleEn')]} requiredMessages={[t(MINIPROG_MESSAGES.titleZh), t(MINIPROG_MESSAGES.titleEn)]} maxLength={TITLE_MAX_LENGTH} />
        <BilingualContent />
      </DrawerForm>
    </Card>
  );
}
