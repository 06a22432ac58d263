import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadValue, type UploadedFile } from '../image-upload-field';

export interface FileUploadFieldProps {
  /** the uploaded file's url, or empty */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** the stored file's original name (a record being edited); after an upload the new file's name shows */
  fileName?: string;
  /** accepted extensions without dots */
  extensions: readonly string[];
  /** told the stored upload after each upload (its name, size and type) */
  onUploaded?: (uploaded: UploadedFile) => void;
  /** shown under the button, e.g. the accepted types and the 20M cap */
  guidance?: ReactNode;
  disabled?: boolean;
  /** set by antd Form.Item: lets the item's label point at the picker */
  id?: string;
  'aria-label'?: string;
}

const lastSegment = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? url);

/**
 * SPEC §4 upload field for a document (a download file): an upload button, the chosen file's name as a
 * link with a remove button, and the refusal of a file over 20971520 bytes ('Uploaded file size cannot
 * exceed 20M') or of another type in the widget (SPEC §5). Works as an antd Form.Item child.
 */
export function FileUploadField({ value, onChange, fileName, extensions, onUploaded, guidance, disabled, id, 'aria-label': ariaLabel }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { uploading, refusal, beforeUpload, customRequest, remove, accept } = useUploadValue({
    onChange,
    extensions,
    onUploaded: (uploaded) => {
      setUploadedName(uploaded.name);
      onUploaded?.(uploaded);
    },
  });
  const shownName = value ? (uploadedName ?? fileName ?? lastSegment(value)) : null;

  return (
    <Flex vertical gap={8} className="fair-file-upload">
      <Flex align="center" gap={12} wrap>
        <Upload id={id} accept={accept} showUploadList={false} maxCount={1} beforeUpload={beforeUpload} customRequest={customRequest} disabled={disabled || uploading}>
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={disabled} aria-label={ariaLabel}>
            {value ? t('common:upload.replace') : t('common:button.upload')}
          </Button>
        </Upload>
        {value && shownName ? (
          <Flex align="center" gap={4} style={{ minWidth: 0 }}>
            <PaperClipOutlined aria-hidden />
            <Typography.Link href={value} target="_blank" rel="noreferrer" ellipsis style={{ maxWidth: 360 }} data-testid="uploaded-file">
              {shownName}
            </Typography.Link>
            {!disabled ? (
              <Button
                type="link"
                danger
                size="small"
                disabled={uploading}
                onClick={() => {
                  setUploadedName(null);
                  remove();
                }}
                aria-label={`${t('common:button.delete')} ${shownName}`}
              >
                {t('common:button.delete')}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
      {guidance ? <Typography.Text type="secondary">{guidance}</Typography.Text> : null}
      {refusal ? (
        <Typography.Text type="danger" role="alert">
          {t(refusal)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
