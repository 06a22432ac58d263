import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@fair/shared/session/use-can';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_PAGE_SIZE, CONTENT_STATUSES, type ContentStatus } from '@fair/shared/contracts/content';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { contentApi, contentQueryKey } from '../api/content-api';
import type { ContentKindDefinition, TextContentListItem } from '../content-kinds';
import { useContentKindActions } from './use-content-actions';
import { useContentColumns } from './use-content-columns';

/** The status filter: its values are the only ones the address may carry. */
const FILTERS = { status: CONTENT_STATUSES };

/**
 * Exhibitor news or booth activities (SPEC §2): paged 10 a page, search by title, status, pinned marker,
 * upload and publish time, and the SPEC §4 actions per row; delete asks first. Page, search and status
 * live in the address, so coming back from the form keeps them.
 */
export function ContentListPage({ definition }: { definition: ContentKindDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan(definition.powerKey);
  const actions = useContentKindActions(definition);
  const list = usePagedList<TextContentListItem, { status: ContentStatus }>({
    queryKey: [...contentQueryKey(definition.kind), 'list'],
    pageSize: CONTENT_PAGE_SIZE,
    filters: FILTERS,
    fetchPage: (request) => contentApi.list<TextContentListItem>(definition.kind, request),
  });
  const text = (key: string) => t(`exhibitor:content.${definition.textKey}.${key}`);
  const columns = useContentColumns(definition, actions, canEdit);

  const create = canEdit ? <CreateButton label={text('create')} onClick={() => navigate(definition.createPath)} /> : null;

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('searchPlaceholder')}
        searchMaxLength={CONTENT_KEYWORD_MAX_LENGTH}
        filters={
          <FilterSelect
            list={list}
            name="status"
            label={t('exhibitor:content.field.status')}
            placeholder={t('exhibitor:content.allStatuses')}
            options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))}
          />
        }
        actions={create}
      />
      <PagedListTable
        list={list}
        columns={columns}
        scroll={{ x: definition.hasLocation ? 1100 : 970 }}
        empty={<Empty description={text('empty')}>{create}</Empty>}
      />
    </Card>
  );
}
