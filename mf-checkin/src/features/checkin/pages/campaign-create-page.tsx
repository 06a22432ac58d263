import { CampaignForm } from '../components/campaign-form';

/** /checkin/check-in-manage-add: an empty campaign form with one point and one prize to fill. */
export default function CampaignCreatePage() {
  return <CampaignForm />;
}
