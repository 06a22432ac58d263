import { useState } from 'react';
import { Button, Image, Space, Spin, Typography, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@fair/shared/api/api-client';
import { notifier } from '@fair/shared/feedback/notifier';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';

/** SPEC §5 image guidance: logo, QR code and product image are jpg or png. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const UPLOAD_PATH = '/exhibitors/attachment/upload';

export interface ImageUploadFieldProps {
  /** the uploaded file's URL; '' or undefined when empty (SPEC §4 upload field) */
  value?: string;
  onChange?: (url: string) => void;
  /** guidance shown beside the picker (size, resolution, weight, format) */
  hint?: string;
  /** accessible name of the picker */
  label: string;
  disabled?: boolean;
  id?: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * SPEC §4 upload field: empty or holding an uploaded URL; choosing a file uploads it and replaces the
 * value; removing empties it. Too large a file is refused with 'Uploaded file size cannot exceed 20M'
 * before anything is sent; the server checks the type again by content.
 */
export function ImageUploadField({ value, onChange, hint, label, disabled, id }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (!IMAGE_EXTENSIONS.includes(extensionOf(file.name))) {
      notifier().error(t('common:upload.fileTypeNotAllowed'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      notifier().error(t('common:upload.fileTooLarge'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const { url } = await api.post<{ url: string }>(UPLOAD_PATH, body);
      onChange?.(url);
      notifier().success(t('common:success.uploaded'));
    } catch {
      // the api client has shown why; the previous image stays
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space align="start" size={16} wrap id={id}>
      {value ? (
        <div className="fair-image-upload__preview" style={{ position: 'relative', width: 104, height: 104 }}>
          <Image src={value} width={104} height={104} style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid #f0f0f0' }} alt={label} />
        </div>
      ) : null}
      <Space orientation="vertical" size={8}>
        <Upload
          accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          {value ? (
            <Button aria-label={label} loading={uploading} disabled={disabled}>
              {t('exhibitor:products.image.replace')}
            </Button>
          ) : (
            <button
              type="button"
              aria-label={label}
              disabled={disabled || uploading}
              style={{ width: 104, height: 104, border: '1px dashed #d9d9d9', borderRadius: 8, background: '#fafafa', cursor: 'pointer' }}
            >
              {uploading ? <Spin size="small" /> : <PlusOutlined />}
              <div style={{ marginTop: 8 }}>{t('common:button.upload')}</div>
            </button>
          )}
        </Upload>
        {value ? (
          <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled || uploading} onClick={() => onChange?.('')}>
            {t('exhibitor:products.image.remove')}
          </Button>
        ) : null}
        {hint ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 320, display: 'block' }}>
            {hint}
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}
