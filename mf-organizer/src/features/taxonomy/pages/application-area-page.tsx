import { TagListPage } from '../components/tag-list-page';

/** /exhibit/application-area (SPEC §2). */
export default function ApplicationAreaPage() {
  return <TagListPage kind="application-area" />;
}
