import { ContentListPage } from '../../content/components/content-list-page';
import { NEWS_KIND } from '../../content/content-kinds';

/** /news/list */
export default function NewsListPage() {
  return <ContentListPage definition={NEWS_KIND} />;
}
