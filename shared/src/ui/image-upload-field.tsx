import { useState, type ReactNode } from 'react';
import { Button, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client';
import type { ClientType } from '../access/client-types';
import { FILE_TYPES, UPLOAD_MAX_BYTES } from '../constants/limits';
import { sessionStore } from '../session/session-store';

/** SPEC §7: exhibitors upload through their own endpoint, organizers and mini-programme admins through the admin one. */
export function uploadPathFor(clientType: ClientType | null): string {
  return clientType === 'exhibitor' ? '/exhibitors/attachment/upload' : '/admin/attachment/upload';
}

/** What the upload call answers (data of POST …/attachment/upload). */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** Uploads one file (multipart field `file`) through the caller's client-type endpoint. */
export function uploadFile(file: File | Blob, path = uploadPathFor(sessionStore.getState().clientType)): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadedFile>(path, body);
}

const IMAGE_EXTENSIONS: readonly string[] = FILE_TYPES.image;
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a chosen file is refused before uploading (SPEC §5), as a common-namespace message key; null when fine. */
export function refusalOf(file: { name: string; size: number }, extensions: readonly string[] = IMAGE_EXTENSIONS): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'common:upload.fileTooLarge';
  if (!extensions.includes(extensionOf(file.name))) return 'common:upload.fileTypeNotAllowed';
  return null;
}

export interface ImageUploadFieldProps {
  /** the uploaded file's url, or empty */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** shown beside the picture, e.g. SPEC §5 "300x300, 72 dpi, under 150 KB, jpg or png" */
  guidance?: ReactNode;
  /** accepted extensions without dots; SPEC §5 images by default */
  extensions?: readonly string[];
  disabled?: boolean;
  /** set by antd Form.Item: lets the item's label point at the picker */
  id?: string;
  /** accessible name of the picker button, e.g. the field's label */
  'aria-label'?: string;
}

export interface UploadValueOptions {
  onChange?: (value: string | null) => void;
  /** accepted extensions without dots */
  extensions: readonly string[];
  /** told the stored upload (its original name, size and type) after each upload */
  onUploaded?: (uploaded: UploadedFile) => void;
}

/**
 * What an upload field does with its value (SPEC §4): a chosen file is checked (SPEC §5 types and the
 * 20971520 bytes, refused with its reason), uploaded through the caller's endpoint, and its url becomes
 * the value; removing empties it. Image and file fields draw it differently.
 */
export function useUploadValue({ onChange, extensions, onUploaded }: UploadValueOptions) {
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const reason = refusalOf(file, extensions);
    setRefusal(reason);
    return reason ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    // failures are already shown by the api client (localised toast); the value stays as it was
    uploadFile(file as File).then(
      (uploaded) => {
        setUploading(false);
        onSuccess?.(uploaded);
        onUploaded?.(uploaded);
        onChange?.(uploaded.url);
      },
      (error: Error) => {
        setUploading(false);
        onError?.(error);
      },
    );
  };

  const remove = () => {
    setRefusal(null);
    onChange?.(null);
  };

  return { uploading, refusal, beforeUpload, customRequest, remove, accept: extensions.map((extension) => `.${extension}`).join(',') };
}

/**
 * SPEC §4 upload field: empty or holding an uploaded url; choosing a file uploads it and replaces the value,
 * removing empties it. Files over 20971520 bytes are refused here with 'Uploaded file size cannot exceed
 * 20M' (SPEC §5). Works as an antd Form.Item child (`value`/`onChange`).
 */
export function ImageUploadField({ value, onChange, guidance, extensions = IMAGE_EXTENSIONS, disabled, id, 'aria-label': ariaLabel }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const { uploading, refusal, beforeUpload, customRequest, remove, accept } = useUploadValue({ onChange, extensions });

  const trigger = value ? (
    <img src={value} alt={ariaLabel ?? ''} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
  ) : (
    <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
      <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
        {uploading ? '…' : '+'}
      </span>
      {t('common:button.upload')}
    </span>
  );

  return (
    <div className="fair-image-upload" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 'none' }}>
        <Upload
          id={id}
          listType="picture-card"
          accept={accept}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={disabled || uploading}
        >
          <button type="button" aria-label={ariaLabel} aria-busy={uploading} style={{ border: 0, background: 'none', width: '100%', height: '100%', padding: 4, cursor: 'inherit' }}>
            {trigger}
          </button>
        </Upload>
        {value && !disabled ? (
          <Button type="link" danger size="small" onClick={remove} disabled={uploading}>
            {t('common:button.delete')}
          </Button>
        ) : null}
      </div>
      <div style={{ flex: '1 1 auto', minWidth: 0, paddingTop: 4 }}>
        {guidance ? <Typography.Text type="secondary">{guidance}</Typography.Text> : null}
        {refusal ? (
          <Typography.Paragraph type="danger" role="alert" style={{ margin: guidance ? '8px 0 0' : 0 }}>
            {t(refusal)}
          </Typography.Paragraph>
        ) : null}
      </div>
    </div>
  );
}
