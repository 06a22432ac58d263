/**
 * `npm run bench:media -w server`: a 200 MB file uploaded into the media library over real HTTP (PGlite, local
 * storage), generated as it is sent. Reports the time and the server process's peak RSS, heap and array
 * buffers above where they started: a streamed upload keeps them flat whatever the file's size (a buffered
 * one would add the file's 200 MB). A 10 MB picture is sent too. Figures, not a test.
 */
import { MEDIA_FILE_MAX_BYTES, MEDIA_PICTURE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS } from '@fair/shared/contracts/media-library';
import { MP4, PNG_1X1 } from '../src/lib/file-kind/__tests__/samples';
import { memoryPeaks, streamedUpload } from '../src/test/streamed-upload';
import { listeningApp, organizerHeaders } from './bench-app';
import { pgliteDatabase } from './bench-databases';

const MB = 2 ** 20;

async function main(): Promise<void> {
  const database = await pgliteDatabase();
  const { base, close } = await listeningApp(database, 'media');
  try {
    const headers = { ...(await organizerHeaders(base)), 'language-set': 'en-us' };
    const rows: Record<string, string | number>[] = [];
    for (const [label, fileName, head, size] of [
      ['warm-up (1 MB)', 'warm.mp4', MP4, MB],
      ['picture, 10 MB', 'picture.png', PNG_1X1, MEDIA_PICTURE_MAX_BYTES],
      ['file, 200 MB', 'film.mp4', MP4, MEDIA_FILE_MAX_BYTES],
    ] as const) {
      global.gc?.();
      const peaks = memoryPeaks({ everyMs: 10 });
      const started = performance.now();
      const answer = await streamedUpload({ url: `${base}${MEDIA_PATHS.upload}`, headers, fileName, head, size });
      const seconds = (performance.now() - started) / 1000;
      const { rss, heap, buffers } = peaks.stop();
      rows.push({
        upload: label,
        status: answer.status,
        seconds: Number(seconds.toFixed(2)),
        'MB/s': Number((size / MB / seconds).toFixed(1)),
        'peak RSS + MB': Number((rss / MB).toFixed(1)),
        'peak heap + MB': Number((heap / MB).toFixed(1)),
        'peak buffers + MB': Number((buffers / MB).toFixed(1)),
      });
    }
    console.log('Media library upload (client and server in one process; the client holds 1 MB at a time)');
    console.table(rows);
  } finally {
    await close();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
