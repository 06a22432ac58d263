import type { AddressInfo } from 'node:net';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FILE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS, type MediaItem } from '@fair/shared/contracts/media-library';
import type { Envelope } from '@fair/shared/contracts/envelope';
import { MP4 } from '../../../lib/file-kind/__tests__/samples';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { memoryPeaks, streamedUpload } from '../../../test/streamed-upload';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

async function send(size: number, fileName = 'film.mp4') {
  return streamedUpload({
    url: `${base}${MEDIA_PATHS.upload}`,
    headers: { authorization: `Bearer ${await t.tokenOf('organizerAll')}`, 'client-type': 'organizer', 'language-set': 'en-us' },
    fileName,
    head: MP4,
    size,
  });
}

describe('media upload over HTTP', () => {
  it('streams a file of the largest size allowed to the storage: the server never holds the whole of it', async () => {
    const peaks = memoryPeaks({ collect: true });
    const answer = await send(MEDIA_FILE_MAX_BYTES);
    const { heap, buffers } = peaks.stop();
    expect(answer.status).toBe(200);
    const item = (JSON.parse(answer.body) as Envelope<MediaItem>).data;
    expect(item.size).toBe(MEDIA_FILE_MAX_BYTES);
    const key = item.url.replace('/api/files/', '');
    expect((await stat(path.join(t.uploadDir, ...key.split('/')))).size).toBe(MEDIA_FILE_MAX_BYTES);
    // Whole in memory it would be 200 MB of heap or buffers at once; streamed, what is held is the chunks on
    // their way and the app's own growth (about 25 MB seen; the peaks count memory held after a collection,
    // not garbage, so a busy machine does not change them much).
    expect(heap + buffers).toBeLessThan(MEDIA_FILE_MAX_BYTES * 0.25);
  });

  it(`refuses a file above ${MEDIA_FILE_MAX_BYTES} bytes with the §5 media limit`, async () => {
    const answer = await send(MEDIA_FILE_MAX_BYTES + 1);
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as Envelope<null>).message).toBe('Uploaded file size cannot exceed 200M');
  });
});
