import { ExhibitorContentPage } from '../components/exhibitor-content-page';

/** /activity/exhibit-activity-manage (SPEC §2). */
export default function ActivityReviewPage() {
  return <ExhibitorContentPage kind="activity" />;
}
