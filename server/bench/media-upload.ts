/**
 * `npm run bench:media -w server`: a 200 MB file uploaded into the media library over real HTTP (PGlite, local
 * storage), generated as it is sent. Reports the time and the server process's peak RSS, heap and array
 * buffers above where they started: a streamed upload keeps them flat whatever the file's size (a buffered
 * one would add the file's 200 MB). A 10 MB picture is sent too. Figures, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_FILE_MAX_BYTES, MEDIA_PICTURE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS } from '@fair/shared/contracts/media-library';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { MP4, PNG_1X1 } from '../src/lib/file-kind/__tests__/samples';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoFair } from '../src/seed/seed-demo';
import { memoryPeaks, streamedUpload } from '../src/test/streamed-upload';
import { pgliteDatabase } from './bench-databases';

const MB = 2 ** 20;

async function main(): Promise<void> {
  const database = await pgliteDatabase();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  await seedDemoFair(database.handle.db, { withAccounts: true });
  const app = await build({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${base}/admin/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-type': 'organizer' },
      body: JSON.stringify({ user_name: DEMO_LOGINS.organizer, password: DEMO_PASSWORD, clientType: 'organizer' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'client-type': 'organizer', 'language-set': 'en-us' };
    const rows: Record<string, string | number>[] = [];
    for (const [label, fileName, head, size] of [
      ['warm-up (1 MB)', 'warm.mp4', MP4, MB],
      ['picture, 10 MB', 'picture.png', PNG_1X1, MEDIA_PICTURE_MAX_BYTES],
      ['file, 200 MB', 'film.mp4', MP4, MEDIA_FILE_MAX_BYTES],
    ] as const) {
      global.gc?.();
      const peaks = memoryPeaks(10);
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
    await app.close();
    await database.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
