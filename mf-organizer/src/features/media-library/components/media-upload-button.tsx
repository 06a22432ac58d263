import { useState } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { FILE_TYPES, MEDIA_FILE_MAX_BYTES, MEDIA_PICTURE_MAX_BYTES } from '@fair/shared/constants/limits';
import { notifier } from '@fair/shared/feedback/notifier';
import { MEDIA_QUERY_KEY, mediaApi } from '../api/media-api';

const ACCEPTED: readonly string[] = [...FILE_TYPES.image, 'webp', 'svg', ...FILE_TYPES.video, ...FILE_TYPES.file, ...FILE_TYPES.audio];
const PICTURES: readonly string[] = [...FILE_TYPES.image, 'webp', 'svg'];
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a chosen file is refused before it is sent (SPEC §5 types; media limits 10 MB pictures, 200 MB files); null when fine. */
export function mediaRefusalOf(file: { name: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  if (!ACCEPTED.includes(extension)) return 'common:upload.fileTypeNotAllowed';
  if (PICTURES.includes(extension)) return file.size > MEDIA_PICTURE_MAX_BYTES ? 'organizer:media.upload.pictureTooLarge' : null;
  return file.size > MEDIA_FILE_MAX_BYTES ? 'organizer:media.upload.fileTooLarge' : null;
}

/**
 * Uploads one or more files into the folder shown, each with its progress; the server checks type and size
 * again (by content) and says why it refuses one.
 */
export function MediaUploadButton({ folderId }: { folderId: number | null }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  // a file leaves the list once stored (the table shows it); one still sending shows its progress, a refused one stays
  const [files, setFiles] = useState<UploadFile[]>([]);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = mediaRefusalOf(file);
    if (refusal) notifier().error(`${file.name}: ${t(refusal)}`);
    return refusal ? Upload.LIST_IGNORE : true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    mediaApi.upload(file as File, folderId, (percent) => onProgress?.({ percent })).then(
      (item) => {
        onSuccess?.(item);
        void invalidate(MEDIA_QUERY_KEY);
      },
      (error: Error) => onError?.(error),
    );
  };
  return (
    <Upload
      multiple
      accept={ACCEPTED.map((extension) => `.${extension}`).join(',')}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      fileList={files}
      onChange={({ fileList }) => setFiles(fileList.filter((file) => file.status !== 'done'))}
    >
      <Button type="primary" icon={<UploadOutlined aria-hidden />}>
        {t('organizer:media.upload.button')}
      </Button>
    </Upload>
  );
}
