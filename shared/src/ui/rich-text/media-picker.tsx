import { Button, Card, Empty, Flex, Input, Modal, Pagination, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client';
import { MEDIA_KEYWORD_MAX_LENGTH, MEDIA_PATHS, MEDIA_PICKER_PAGE_SIZE, type MediaPickerImage } from '../../contracts/media-library';
import type { ListRequest } from '../list/list-params';
import { usePagedList, type PageAnswer } from '../list/use-paged-list';

const fetchPickerPage = (request: ListRequest) => api.get<PageAnswer<MediaPickerImage>>(MEDIA_PATHS.picker, request);

/** The text an inserted library image carries: its alt text, else its title. */
export const altOf = (image: Pick<MediaPickerImage, 'alt_text' | 'title'>) => image.alt_text || image.title;

export interface MediaPickerProps {
  onPick: (image: MediaPickerImage) => void;
  /** picks a file from the computer instead (the editor's own upload) */
  onUpload: () => void;
  onClose: () => void;
}

/**
 * The image button's dialog: the media library's published images, the 10 most recently published first
 * (SPEC §9), searched and paged inside the dialog (its list state stays local), and the upload from the
 * computer as before. Mounted only while open.
 */
export function MediaPicker({ onPick, onUpload, onClose }: MediaPickerProps) {
  const { t } = useTranslation();
  const list = usePagedList<MediaPickerImage>({ queryKey: ['media-picker'], fetchPage: fetchPickerPage, pageSize: MEDIA_PICKER_PAGE_SIZE, state: 'local' });
  return (
    <Modal
      open
      width={760}
      title={t('common:mediaPicker.title')}
      onCancel={onClose}
      footer={
        <Button icon={<UploadOutlined aria-hidden />} onClick={onUpload}>
          {t('common:mediaPicker.upload')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        maxLength={MEDIA_KEYWORD_MAX_LENGTH}
        placeholder={t('common:mediaPicker.search')}
        aria-label={t('common:mediaPicker.search')}
        enterButton={t('common:button.search')}
        onSearch={list.search}
        style={{ marginBottom: 16 }}
      />
      <Spin spinning={list.fetching}>
        {list.status === 'ready' && list.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.narrowed ? t('common:data.empty') : t('common:mediaPicker.empty')} />
        ) : (
          <Flex wrap gap={12} role="list" aria-label={t('common:mediaPicker.title')} style={{ minHeight: 120 }}>
            {list.items.map((image) => (
              <Card
                key={image.id}
                role="listitem"
                hoverable
                size="small"
                style={{ width: 128 }}
                styles={{ body: { padding: 6 } }}
                cover={<img src={image.url} alt={altOf(image)} style={{ height: 96, objectFit: 'cover' }} />}
                onClick={() => onPick(image)}
              >
                <Button type="link" size="small" block style={{ padding: 0 }} aria-label={t('common:mediaPicker.insert', { name: image.title || altOf(image) })} onClick={(event) => {
                  event.stopPropagation();
                  onPick(image);
                }}>
                  <Typography.Text ellipsis style={{ maxWidth: 112 }}>
                    {image.title || altOf(image)}
                  </Typography.Text>
                </Button>
              </Card>
            ))}
          </Flex>
        )}
      </Spin>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination size="small" current={list.params.page} pageSize={list.params.pageSize} total={list.total} hideOnSinglePage onChange={(page) => list.setPage(page)} />
      </Flex>
    </Modal>
  );
}
