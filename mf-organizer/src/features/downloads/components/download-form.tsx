import { useMemo, useState } from 'react';
import { Card, Checkbox, Col, DatePicker, Form, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { ContentStatus } from '@fair/shared/contracts/content';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_FILE_EXTENSIONS, DOWNLOAD_TITLE_MAX_LENGTH, type AdminDownloadItem } from '@fair/shared/contracts/downloads';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';
import { notifier } from '@fair/shared/feedback/notifier';
import { PICKER_DATE_FORMAT } from '@fair/shared/ui/date-range-picker';
import { fairToday } from '@fair/shared/ui/fair-time';
import { FileUploadField } from '@fair/shared/ui/files/file-upload-field';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DraftPublishButtons } from '@fair/shared/ui/form/draft-publish-buttons';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { downloadForm, type DownloadFormInput } from '@fair/shared/validation/download';
import { DOWNLOAD_LIST_PATH, DOWNLOADS_QUERY_KEY, saveDownload } from '../api/download-api';

export const DOWNLOAD_FORM_ID = 'download-form';

const FIELDS = ['title_zh', 'title_en', 'category', 'file_url', 'exhibitor_types', 'publish_date'] as const;
type FormValues = Pick<DownloadFormInput, (typeof FIELDS)[number]>;

const valuesOf = (item: AdminDownloadItem | undefined): FormValues =>
  item
    ? { title_zh: item.title_zh, title_en: item.title_en, category: item.category, file_url: item.file_url, exhibitor_types: item.exhibitor_types, publish_date: item.publish_date }
    : // a new file is published today (Shanghai) unless told
      { title_zh: '', title_en: '', category: 'materials', file_url: '', exhibitor_types: [], publish_date: fairToday() };

const toPicker = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null });
const fromPicker = (value: Dayjs | null) => (value ? value.format(PICKER_DATE_FORMAT) : '');

/**
 * SPEC §2 /download/create and /download/edit, §3 download file: Chinese and English title, group, the
 * file (SPEC §5 types, 20M), the exhibitor types that see it and the day from which they do; saved as a
 * draft or saved and published. Leaving with changes asks first; a refused save keeps every value and
 * marks the fields the server refused.
 */
export function DownloadForm({ item }: { item?: AdminDownloadItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<FormValues>();
  const baseline = useMemo(() => valuesOf(item), [item]);
  const { busy, onValuesChange, submit: save } = useFormSave<FormValues>({ form, formId: DOWNLOAD_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(downloadForm, FIELDS, t), [t]);
  const [fileName] = useState(item?.file_name);
  const text = (key: string) => t(`organizer:downloads.${key}`);

  const submit = async (status: ContentStatus) => {
    const saved = await save(status, (values) => saveDownload({ ...values, id: item?.id, status }));
    if (!saved) return;
    void invalidate(DOWNLOADS_QUERY_KEY);
    notifier().success(t('common:success.saved'));
    navigate(DOWNLOAD_LIST_PATH);
  };

  return (
    <Card variant="borderless">
      <Form<FormValues> form={form} layout="vertical" initialValues={baseline} onValuesChange={onValuesChange} style={{ maxWidth: 960 }} data-testid="download-form">
        <BilingualFields
          layout="page"
          names={['title_zh', 'title_en']}
          labels={[text('titleZh'), text('titleEn')]}
          placeholders={[text('titleZhPlaceholder'), text('titleEnPlaceholder')]}
          rules={rules}
          required
          maxLength={DOWNLOAD_TITLE_MAX_LENGTH}
        />
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="category" label={text('category')} required rules={rules.category}>
              <Radio.Group options={DOWNLOAD_CATEGORIES.map((category) => ({ value: category, label: text(`categories.${category}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="exhibitor_types" label={text('exhibitorTypes')} extra={text('exhibitorTypesHint')} required rules={rules.exhibitor_types}>
              <Checkbox.Group options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="file_url" label={text('file')} required rules={rules.file_url} getValueProps={(value: unknown) => ({ value: value || null })} normalize={(value: string | null) => value ?? ''}>
          <FileUploadField extensions={DOWNLOAD_FILE_EXTENSIONS} fileName={fileName} guidance={text('fileHint')} aria-label={text('file')} />
        </Form.Item>
        <Form.Item name="publish_date" label={text('publishDate')} extra={text('publishDateHint')} required rules={rules.publish_date} getValueProps={toPicker} normalize={fromPicker}>
          <DatePicker format={PICKER_DATE_FORMAT} style={{ width: 220 }} />
        </Form.Item>
        <DraftPublishButtons busy={busy} onCancel={() => navigate(DOWNLOAD_LIST_PATH)} onSave={(status) => void submit(status)} />
      </Form>
    </Card>
  );
}
