import { ContentFormPage } from '../../content/components/content-form-page';
import { ACTIVITY_KIND } from '../../content/content-kinds';

/** /activity/edit?id=<id> */
export default function ActivityEditPage() {
  return <ContentFormPage definition={ACTIVITY_KIND} />;
}
