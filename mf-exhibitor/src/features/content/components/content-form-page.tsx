import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, Row, Space, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '@fair/shared/session/use-can';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { ContentAction, ContentStatus } from '@fair/shared/contracts/content';
import { notifier } from '@fair/shared/feedback/notifier';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { RichTextEditor } from '@fair/shared/ui/rich-text-editor';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { recordIdOf, useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { contentApi, contentQueryKey } from '../api/content-api';
import { editPathOf, type ContentKindDefinition, type TextContentItem } from '../content-kinds';
import { useContentKindActions } from './use-content-actions';

const TEXT_FIELDS = ['title_zh', 'title_en', 'content_zh', 'content_en'] as const;
const LOCATION_FIELDS = ['location_zh', 'location_en'] as const;
type FieldName = (typeof TEXT_FIELDS)[number] | (typeof LOCATION_FIELDS)[number];
type FormValues = Partial<Record<FieldName, string>>;

type Busy = 'draft' | 'preview' | 'publish' | ContentAction | null;

const FORM_CSS = `
.fair-content-form .fair-content-actions { position: sticky; bottom: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; padding: 12px 0 4px; margin-top: 8px; background: #fff; border-top: 1px solid #f0f0f0; }
.fair-content-form .fair-content-actions .fair-content-cancel { margin-right: auto; }
`;

/** The form's values, every field a string, so an untouched form compares equal to what was loaded. */
function valuesOf(fields: readonly FieldName[], source: object | null): Record<FieldName, string> {
  const values = (source ?? {}) as Partial<Record<FieldName, unknown>>;
  return Object.fromEntries(fields.map((field) => [field, typeof values[field] === 'string' ? values[field] : ''])) as Record<FieldName, string>;
}

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
  const navigate = useNavigate();
  const canEdit = useCan(definition.powerKey);
  const actions = useContentKindActions(definition);
  const invalidate = useInvalidate();
  const fields = useMemo<readonly FieldName[]>(() => (definition.hasLocation ? [...TEXT_FIELDS, ...LOCATION_FIELDS] : TEXT_FIELDS), [definition.hasLocation]);
  const rules = useMemo(() => zodFormRules(definition.schema, fields, t), [definition.schema, fields, t]);

  const [form] = Form.useForm<FormValues>();
  const [item, setItem] = useState<TextContentItem | null>(loaded);
  const baseline = useMemo(() => valuesOf(fields, loaded), [fields, loaded]);
  const { busy: saving, onValuesChange, submit, resetBaseline } = useFormSave<FormValues>({ form, formId: `${definition.kind}-form`, baseline });
  const [changing, setChanging] = useState<ContentAction | null>(null);
  const busy: Busy = (saving as Busy) ?? changing;

  const backToList = () => navigate(definition.listPath);

  /** Validates and saves with the given status; the saved item, or null (every value stays in the form). */
  const save = async (status: ContentStatus, reason: 'draft' | 'preview' | 'publish'): Promise<TextContentItem | null> => {
    const saved = await submit(reason, (values) =>
      contentApi.save<TextContentItem>(definition.kind, { ...(item ? { id: item.id } : {}), ...valuesOf(fields, values), status }),
    );
    if (!saved) return null;
    void invalidate(contentQueryKey(definition.kind));
    if (!item) {
      // a new item continues on its edit page, which takes the saved copy along
      navigate(editPathOf(definition, saved.id), { replace: true, state: { saved } });
      return saved;
    }
    setItem(saved);
    // what the server kept (sanitised HTML) is what the form now shows
    resetBaseline(valuesOf(fields, saved));
    return saved;
  };

  const saveDraft = async () => {
    if (await save('draft', 'draft')) notifier().success(t('exhibitor:content.toast.draftSaved'));
  };

  const savePublish = async () => {
    if (!(await save('published', 'publish'))) return;
    notifier().success(t('exhibitor:content.toast.published'));
    backToList();
  };

  // the window opens inside the click; it closes again if the save fails
  const savePreview = () => void actions.preview(async () => (await save(item?.status ?? 'draft', 'preview'))?.id ?? null);

  const changeState = async (action: ContentAction) => {
    if (!item) return;
    setChanging(action);
    const updated = await actions.changeState(item, action);
    setChanging(null);
    // only the state changes: unsaved edits in the form stay as they are
    if (updated) setItem(updated);
  };

  const published = item?.status === 'published';
  const disabled = !canEdit || busy !== null;

  return (
    <Card variant="borderless" className="fair-content-form">
      <style>{FORM_CSS}</style>
      {item ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 3 }}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'status',
              label: t('exhibitor:content.field.status'),
              children: (
                <Space size={4} wrap data-testid="content-state">
                  <StatusTag status={item.status} />
                  {item.pinned ? <PinnedTag /> : null}
                  {canEdit ? (
                    <Button size="small" type="link" loading={busy === 'pin' || busy === 'unpin'} disabled={disabled} onClick={() => void changeState(item.pinned ? 'unpin' : 'pin')}>
                      {t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
            { key: 'uploaded', label: t('common:table.uploadTime'), children: <span data-testid="content-uploaded-at">{formatDateTime(item.uploaded_at)}</span> },
            {
              key: 'published',
              label: t('common:table.publishTime'),
              children: <span data-testid="content-published-at">{item.published_at ? formatDateTime(item.published_at) : t('exhibitor:content.notPublished')}</span>,
            },
          ]}
        />
      ) : null}
      {!canEdit ? (
        <Typography.Paragraph type="secondary" role="note">
          {t('exhibitor:content.readOnly')}
        </Typography.Paragraph>
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        disabled={!canEdit}
        onValuesChange={onValuesChange}
        scrollToFirstError
      >
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="title_zh" label={t('exhibitor:content.field.titleZh')} rules={rules.title_zh} required>
              <Input maxLength={TITLE_MAX_LENGTH} showCount placeholder={t('common:validation.titleZhRequired')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="title_en" label={t('exhibitor:content.field.titleEn')} rules={rules.title_en} required>
              <Input maxLength={TITLE_MAX_LENGTH} showCount placeholder={t('common:validation.titleEnRequired')} />
            </Form.Item>
          </Col>
          {definition.hasLocation ? (
            <>
              <Col xs={24} lg={12}>
                <Form.Item name="location_zh" label={t('exhibitor:content.field.locationZh')} rules={rules.location_zh}>
                  <Input maxLength={TITLE_MAX_LENGTH} placeholder={t('exhibitor:content.placeholder.locationZh')} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="location_en" label={t('exhibitor:content.field.locationEn')} rules={rules.location_en}>
                  <Input maxLength={TITLE_MAX_LENGTH} placeholder={t('exhibitor:content.placeholder.locationEn')} />
                </Form.Item>
              </Col>
            </>
          ) : null}
        </Row>
        <Form.Item name="content_zh" label={t('exhibitor:content.field.contentZh')} rules={rules.content_zh} required>
          <RichTextEditor aria-label={t('exhibitor:content.field.contentZh')} placeholder={t('common:validation.contentZhRequired')} disabled={!canEdit} />
        </Form.Item>
        <Form.Item name="content_en" label={t('exhibitor:content.field.contentEn')} rules={rules.content_en} required>
          <RichTextEditor aria-label={t('exhibitor:content.field.contentEn')} placeholder={t('common:validation.contentEnRequired')} disabled={!canEdit} />
        </Form.Item>
      </Form>
      <div className="fair-content-actions">
        <Button className="fair-content-cancel" onClick={backToList}>
          {t(canEdit ? 'common:button.cancel' : 'exhibitor:content.backToList')}
        </Button>
        {canEdit && published ? (
          <Button loading={busy === 'withdraw'} disabled={disabled} onClick={() => void changeState('withdraw')}>
            {t('common:button.withdraw')}
          </Button>
        ) : null}
        {canEdit && !published ? (
          <Button loading={busy === 'draft'} disabled={disabled} onClick={() => void saveDraft()}>
            {t('common:button.saveDraft')}
          </Button>
        ) : null}
        {canEdit ? (
          <Button icon={<EyeOutlined aria-hidden />} loading={busy === 'preview'} disabled={disabled} onClick={savePreview}>
            {t('common:button.savePreview')}
          </Button>
        ) : item ? (
          <Button icon={<EyeOutlined aria-hidden />} onClick={() => void actions.preview(item.id)}>
            {t('common:button.preview')}
          </Button>
        ) : null}
        {canEdit ? (
          <Button type="primary" loading={busy === 'publish'} disabled={disabled} onClick={() => void savePublish()}>
            {t('common:button.savePublish')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
