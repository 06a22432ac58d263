import type { AddressInfo } from 'node:net';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FILE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS, type MediaItem } from '@fair/shared/contracts/media-library';
import type { Envelope } from '@fair/shared/contracts/envelope';
import { MP4 } from '../../../lib/file-kind/__tests__/samples';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { streamedUpload } from '../../../test/streamed-upload';

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

async function send(size: number, pause?: Parameters<typeof streamedUpload>[0]['pause']) {
  return streamedUpload({
    url: `${base}${MEDIA_PATHS.upload}`,
    headers: { authorization: `Bearer ${await t.tokenOf('organizerAll')}`, 'client-type': 'organizer', 'language-set': 'en-us' },
    fileName: 'film.mp4',
    head: MP4,
    size,
    pause,
  });
}

/** The largest file being received (uploads go to a temporary file under `.incoming` first), in bytes. */
async function receivedSoFar(): Promise<number> {
  const incoming = path.join(t.uploadDir, '.incoming');
  const names = await readdir(incoming).catch(() => []);
  const sizes = await Promise.all(names.map((name) => stat(path.join(incoming, name)).then((file) => file.size, () => 0)));
  return Math.max(0, ...sizes);
}

async function waitUntilReceived(bytes: number, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs;
  let received = await receivedSoFar();
  while (received < bytes) {
    if (Date.now() > until) throw new Error(`half-way through the upload the server had written ${received} bytes, fewer than ${bytes}: it holds the upload instead of streaming it`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    received = await receivedSoFar();
  }
}

describe('media upload over HTTP', () => {
  it('streams a file of the largest size allowed to the storage: the server never holds the whole of it', async () => {
    // The client stops half-way and waits: a server that streams has then written all it received but what is
    // still on its way (socket and stream buffers, a few megabytes); one that gathered the body would have
    // written nothing yet.
    const half = MEDIA_FILE_MAX_BYTES / 2;
    const inFlight = 16 * 1024 * 1024;
    const answer = await send(MEDIA_FILE_MAX_BYTES, { afterBytes: half, until: () => waitUntilReceived(half - inFlight, 30_000) });
    expect(answer.status).toBe(200);
    const item = (JSON.parse(answer.body) as Envelope<MediaItem>).data;
    expect(item.size).toBe(MEDIA_FILE_MAX_BYTES);
    const key = item.url.replace('/api/files/', '');
    expect((await stat(path.join(t.uploadDir, ...key.split('/')))).size).toBe(MEDIA_FILE_MAX_BYTES);
  });

  it(`refuses a file above ${MEDIA_FILE_MAX_BYTES} bytes with the §5 media limit`, async () => {
    const answer = await send(MEDIA_FILE_MAX_BYTES + 1);
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as Envelope<null>).message).toBe('Uploaded file size cannot exceed 200M');
  });
});
