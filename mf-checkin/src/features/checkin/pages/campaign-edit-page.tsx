import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CheckinCampaign } from '@fair/shared/contracts/checkin';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { CAMPAIGN_LIST_PATH, CHECKIN_QUERY_KEY, fetchCampaign } from '../api/checkin-api';
import { CampaignForm } from '../components/campaign-form';
import { PrintSheet } from '../components/print-sheet';

/** /checkin/check-in-manage/{id}: the campaign form filled with one campaign; with ?print=1 its A4 print sheet of every point's QR code. */
export default function CampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const record = useRecordLoad<CheckinCampaign>({ resource: CHECKIN_QUERY_KEY, load: fetchCampaign, routeParam: 'id' });
  if (params.get('print') === '1' && record.id !== null) return <PrintSheet campaignId={record.id} />;
  return (
    <RecordLoadView
      state={record.state}
      onRetry={record.retry}
      onBack={() => navigate(CAMPAIGN_LIST_PATH)}
      notFoundText={t('checkin:form.notFound')}
      failedText={t('checkin:form.loadFailed')}
      backText={t('checkin:form.backToList')}
    >
      {record.item ? <CampaignForm key={record.item.id} item={record.item} /> : null}
    </RecordLoadView>
  );
}
