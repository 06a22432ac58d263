import { useEffect, useMemo } from 'react';
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '@fair/shared/session/use-can';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { recordIdOf, useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { contentApi, contentQueryKey } from '../api/content-api';
import type { ContentKindDefinition, TextContentItem } from '../content-kinds';
import { ContentFields, ContentFormActions, ContentStateLine } from './content-form-parts';
import { contentFieldsOf, useContentEditing, type ContentFormValues } from './use-content-editing';

const FORM_CSS = `
.fair-content-form .fair-content-actions { position: sticky; bottom: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; padding: 12px 0 4px; margin-top: 8px; background: #fff; border-top: 1px solid #f0f0f0; }
.fair-content-form .fair-content-actions .fair-content-cancel { margin-right: auto; }
`;

/**
 * Create or edit one news item or booth activity (SPEC §2–§5): Chinese and English title and content
 * (activities add location), rich text sanitised again by the server, and the SPEC §4 actions — save as
 * draft, save and preview, publish, withdraw publication, pin to top, cancel pin. Upload and publish
 * times show once saved. Leaving with unsaved changes asks first; a failed save keeps every value.
 */
export function ContentFormPage({ definition }: { definition: ContentKindDefinition }) {
  const [params] = useSearchParams();
  // create and edit may be one mounted page: each record starts afresh (a new item moves on to its id)
  return <ContentRecord key={params.get('id') ?? 'new'} definition={definition} />;
}

function ContentRecord({ definition }: { definition: ContentKindDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // a new item, just saved by the create page, arrives with the navigation: no second request, no flash
  const location = useLocation();
  const handedOver = (location.state as { saved?: TextContentItem } | null)?.saved;
  const initialItem = handedOver && handedOver.id === recordIdOf(params.get('id')) ? handedOver : null;
  const record = useRecordLoad<TextContentItem>({
    resource: contentQueryKey(definition.kind),
    load: (id) => contentApi.info<TextContentItem>(definition.kind, id, { silent: true }),
    initial: initialItem,
  });

  // taken once: a reload of this address later must ask the server, not reuse the handed-over copy
  useEffect(() => {
    if (handedOver) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [handedOver, location.pathname, location.search, navigate]);

  return (
    <RecordLoadView
      state={record.state}
      onRetry={record.retry}
      onBack={() => navigate(definition.listPath)}
      notFoundText={t(`exhibitor:content.${definition.textKey}.notFound`)}
      failedText={t('exhibitor:content.loadFailed')}
      backText={t('exhibitor:content.backToList')}
    >
      <ContentEditor key={record.item?.id ?? 'new'} definition={definition} loaded={record.item} />
    </RecordLoadView>
  );
}

function ContentEditor({ definition, loaded }: { definition: ContentKindDefinition; loaded: TextContentItem | null }) {
  const { t } = useTranslation();
  const canEdit = useCan(definition.powerKey);
  const fields = useMemo(() => contentFieldsOf(definition), [definition]);
  const [form] = Form.useForm<ContentFormValues>();
  const editing = useContentEditing({ definition, loaded, form, fields });

  return (
    <Card variant="borderless" className="fair-content-form">
      <style>{FORM_CSS}</style>
      {editing.item ? <ContentStateLine item={editing.item} editing={editing} canEdit={canEdit} /> : null}
      {!canEdit ? (
        <Typography.Paragraph type="secondary" role="note">
          {t('exhibitor:content.readOnly')}
        </Typography.Paragraph>
      ) : null}
      <Form<ContentFormValues> form={form} layout="vertical" initialValues={editing.baseline} disabled={!canEdit} onValuesChange={editing.onValuesChange} scrollToFirstError>
        <ContentFields definition={definition} fields={fields} canEdit={canEdit} />
      </Form>
      <ContentFormActions editing={editing} canEdit={canEdit} />
    </Card>
  );
}
