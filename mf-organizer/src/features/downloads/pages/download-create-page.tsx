import { DownloadForm } from '../components/download-form';

/** /download/create: an empty download form, published today unless told (SPEC §2). */
export default function DownloadCreatePage() {
  return <DownloadForm />;
}
