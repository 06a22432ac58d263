import { ContentFormPage } from '../../content/components/content-form-page';
import { NEWS_KIND } from '../../content/content-kinds';

/** /news/edit?id=<id> */
export default function NewsEditPage() {
  return <ContentFormPage definition={NEWS_KIND} />;
}
