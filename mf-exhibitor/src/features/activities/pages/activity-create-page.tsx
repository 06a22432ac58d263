import { ContentFormPage } from '../../content/components/content-form-page';
import { ACTIVITY_KIND } from '../../content/content-kinds';

/** /activity/create */
export default function ActivityCreatePage() {
  return <ContentFormPage definition={ACTIVITY_KIND} />;
}
