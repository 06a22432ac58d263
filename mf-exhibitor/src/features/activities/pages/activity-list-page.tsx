import { ContentListPage } from '../../content/components/content-list-page';
import { ACTIVITY_KIND } from '../../content/content-kinds';

/** /activity/list */
export default function ActivityListPage() {
  return <ContentListPage definition={ACTIVITY_KIND} />;
}
