import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminDownloadItem } from '@fair/shared/contracts/downloads';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { DOWNLOAD_LIST_PATH, DOWNLOADS_QUERY_KEY, fetchDownload } from '../api/download-api';
import { DownloadForm } from '../components/download-form';

/** /download/edit?id=<id>: the download form filled with one file. */
export default function DownloadEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordLoad<AdminDownloadItem>({ resource: DOWNLOADS_QUERY_KEY, load: fetchDownload, requireId: true });
  return (
    <RecordLoadView
      state={record.state}
      onRetry={record.retry}
      onBack={() => navigate(DOWNLOAD_LIST_PATH)}
      notFoundText={t('organizer:downloads.notFound')}
      failedText={t('organizer:downloads.loadFailed')}
      backText={t('organizer:downloads.backToList')}
    >
      {record.item ? <DownloadForm key={record.item.id} item={record.item} /> : null}
    </RecordLoadView>
  );
}
