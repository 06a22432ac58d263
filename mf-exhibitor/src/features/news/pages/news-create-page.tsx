import { ContentFormPage } from '../../content/components/content-form-page';
import { NEWS_KIND } from '../../content/content-kinds';

/** /news/create */
export default function NewsCreatePage() {
  return <ContentFormPage definition={NEWS_KIND} />;
}
