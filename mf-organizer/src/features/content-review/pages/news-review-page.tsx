import { ExhibitorContentPage } from '../components/exhibitor-content-page';

/** /news/exhibitor-news-manage (SPEC §2). */
export default function NewsReviewPage() {
  return <ExhibitorContentPage kind="news" />;
}
