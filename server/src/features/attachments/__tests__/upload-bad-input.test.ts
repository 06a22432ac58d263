import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { PNG_1X1, WINDOWS_EXE } from '../../../lib/file-kind/__tests__/samples';
import { isPublicAddress } from '../../../lib/proxy-image/public-address';
import { storageKeyOfUrl } from '../../../lib/storage/file-storage';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Storage keys of the uploads answered as stored, to find them on disk afterwards. */
const storedKeys: string[] = [];

/** A client error in the envelope, never a server failure or a stack trace; a stored file is noted. */
function expectClientAnswer(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/);
  const body = JSON.parse(response.body) as { code: number; message: string; data?: { url?: string } };
  expect(body.code).toBe(response.statusCode === 200 ? 0 : response.statusCode);
  expect(body.message).not.toBe('');
  if (body.code === 0) storedKeys.push(storageKeyOfUrl(String(body.data?.url))!);
}

/** Every file under the upload folder, as storage keys (folder/…/name), temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const fileName = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('a.png', 'A.PNG', '../../etc/passwd.png', 'x.svg', '.png', 'logo.png.exe', 'nul.jpg', '资料.docx', 'a"b.png', 'a\\b.zip'),
);
const content = fc.oneof(fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom(PNG_1X1, WINDOWS_EXE, Buffer.alloc(0)));

describe('uploads under generated input', () => {
  it('stores a valid upload in the configured folder, so the checks below look at the right place', async () => {
    expectClientAnswer(await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/attachment/upload', ...multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]) }));
    expect(storedKeys).toHaveLength(1);
    expect(await readFile(path.join(t.uploadDir, storedKeys[0]))).toEqual(PNG_1X1);
  });

  it('answers every generated multipart upload with a client error or a stored file, 100 runs', async () => {
    await fc.assert(
      fc.asyncProperty(fileName, content, fc.constantFrom('file', 'image', ''), async (name, bytes, field) => {
        const body = multipartBody([{ field, fileName: name.replace(/[\r\n"]/g, '_'), content: bytes }]);
        expectClientAnswer(await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/attachment/upload', ...body }));
      }),
      { numRuns: 100 },
    );
  });

  it('answers raw garbage sent as multipart with a client error, 100 runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.string({ maxLength: 70 }), async (bytes, boundary) => {
        const response = await t.injectAs('organizerAll', {
          method: 'POST',
          url: '/admin/attachment/upload',
          payload: Buffer.from(bytes),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary.replace(/[\r\n]/g, '')}` },
        });
        expectClientAnswer(response);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps exactly the files answered as stored and no temporary file', async () => {
    // the folder must exist: a missing one would make "no file" pass for uploads written elsewhere
    expect((await stat(path.join(t.uploadDir, '.incoming'))).isDirectory()).toBe(true);
    expect((await filesUnder(t.uploadDir)).sort()).toEqual([...storedKeys].sort());
  });
});

describe('proxy-image under generated input', () => {
  it('answers generated addresses with a client error, never reaching out, 100 runs', async () => {
    // only targets refused before any connection: loopback and private literals, names resolving locally
    const internalIpV4 = fc.ipV4().filter((ip) => !isPublicAddress(ip));
    const internalIpV6 = fc.ipV6().filter((ip) => !isPublicAddress(ip));
    const address = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }).map((url) => url.replace(/^(https?:\/\/)[^/?#]+/, '$1localhost')),
      internalIpV4.map((ip) => `http://${ip}/a.png`),
      internalIpV6.map((ip) => `https://[${ip}]/a.png`),
    );
    await fc.assert(
      fc.asyncProperty(address, async (url) => {
        expectClientAnswer(await t.injectAs('exhibitorA', { method: 'GET', url: `/api/common/proxy-image?url=${encodeURIComponent(url)}` }));
      }),
      { numRuns: 100 },
    );
  });
});
