import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { uploadedFiles } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { GIF_1X1, PNG_1X1, SAFE_SVG, WINDOWS_EXE } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;

/** Every regular file under the upload folder, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A valid PNG padded with zeros to exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function upload(fileName: string, content: Buffer | string, principal: 'exhibitorA' | 'organizerAll' = 'exhibitorA', url = '/exhibitors/attachment/upload') {
  const body = multipartBody([{ field: 'file', fileName, content }]);
  return t.injectAs(principal, { method: 'POST', url: principal === 'organizerAll' ? '/admin/attachment/upload' : url, ...body, headers: { ...body.headers, 'language-set': 'en-us' } });
}

describe('POST /exhibitors/attachment/upload', () => {
  it('stores an image under a server-made name, records the uploader and answers data.url', async () => {
    const response = await upload('../../My Logo.png', PNG_1X1);
    expect(response.statusCode).toBe(200);
    const { code, data } = envelope<{ url: string; name: string; size: number; mime: string }>(response);
    expect(code).toBe(0);
    expect(data).toMatchObject({ name: 'My Logo.png', size: PNG_1X1.length, mime: 'image/png' });
    expect(data.url).toMatch(/^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const key = data.url.replace('/api/files/', '');
    const [record] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storage_key, key));
    expect(record).toMatchObject({ owner_kind: 'exhibitor_account', owner_id: t.fixtures.accounts.exhibitor, size: PNG_1X1.length });

    const served = await t.injectAs('anonymous', { method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': "inline; filename*=UTF-8''My%20Logo.png",
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it(`accepts exactly ${UPLOAD_MAX_BYTES} bytes`, async () => {
    const response = await upload('big.png', pngOfSize(UPLOAD_MAX_BYTES));
    expect(response.statusCode).toBe(200);
    expect(envelope<{ size: number }>(response).data.size).toBe(20971520);
  });

  it(`refuses ${UPLOAD_MAX_BYTES + 1} bytes with the SPEC message and stores nothing`, async () => {
    const before = await storedFiles();
    const rows = (await t.db.select().from(uploadedFiles)).length;
    const response = await upload('too-big.png', pngOfSize(UPLOAD_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toEqual({ code: 413, message: 'Uploaded file size cannot exceed 20M', msg: 'Uploaded file size cannot exceed 20M', data: null });
    expect(await storedFiles()).toEqual(before);
    expect((await t.db.select().from(uploadedFiles)).length).toBe(rows);
  });

  it('localises the size refusal', async () => {
    const body = multipartBody([{ field: 'file', fileName: 'too-big.png', content: pngOfSize(UPLOAD_MAX_BYTES + 1) }]);
    const response = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/attachment/upload', ...body });
    expect(envelope(response).message).toBe('上传文件大小不能超过20M');
  });

  it('refuses an executable renamed to .jpg and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload('holiday.jpg', WINDOWS_EXE);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).data).toEqual({ errors: [{ field: 'file', message: 'The file content does not match its extension' }] });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an SVG with script and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { message: string }[] }>(response).data.errors[0].message).toMatch(/script/);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts a plain SVG and serves it as an image that cannot run script', async () => {
    const { data } = envelope<{ url: string }>(await upload('logo.svg', SAFE_SVG));
    const served = await t.injectAs('anonymous', { method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('refuses a type outside SPEC §5, naming the allowed ones', async () => {
    const response = await upload('page.html', '<html><script>alert(1)</script></html>');
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string; message: string }[] }>(response).data.errors[0]).toMatchObject({ field: 'file', message: expect.stringContaining('docx') });
  });

  it('asks for the file when the field is missing or the body is not multipart', async () => {
    const wrongField = multipartBody([{ field: 'image', fileName: 'a.png', content: PNG_1X1 }]);
    const first = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/attachment/upload', ...wrongField });
    expect(first.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(first).data.errors[0].field).toBe('file');
    const json = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/attachment/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
  });

  it('needs an exhibitor session', async () => {
    const body = multipartBody([{ field: 'file', fileName: 'a.png', content: PNG_1X1 }]);
    expect((await t.injectAs('anonymous', { method: 'POST', url: '/exhibitors/attachment/upload', ...body })).statusCode).toBe(401);
    expect((await t.injectAs('organizerAll', { method: 'POST', url: '/exhibitors/attachment/upload', ...body })).statusCode).toBe(403);
    expect((await t.injectAs('expired', { method: 'POST', url: '/exhibitors/attachment/upload', ...body })).statusCode).toBe(401);
  });
});

describe('POST /admin/attachment/upload', () => {
  it('stores an organizer\'s upload as an admin user\'s file', async () => {
    const response = await upload('banner.gif', GIF_1X1, 'organizerAll');
    expect(response.statusCode).toBe(200);
    const key = envelope<{ url: string }>(response).data.url.replace('/api/files/', '');
    const [record] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storage_key, key));
    expect(record).toMatchObject({ owner_kind: 'admin_user', owner_id: t.fixtures.accounts.organizer });
  });

  it('is open to mini-programme admins, not to exhibitors', async () => {
    const body = multipartBody([{ field: 'file', fileName: 'a.png', content: PNG_1X1 }]);
    expect((await t.injectAs('miniprog', { method: 'POST', url: '/admin/attachment/upload', ...body })).statusCode).toBe(200);
    expect((await t.injectAs('exhibitorA', { method: 'POST', url: '/admin/attachment/upload', ...body })).statusCode).toBe(403);
  });
});

describe('GET /api/files/*', () => {
  it('serves documents as downloads with the original name', async () => {
    const { data } = envelope<{ url: string }>(await upload('资料 2025.zip', Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)])));
    const served = await t.injectAs('anonymous', { method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/zip');
    expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('资料 2025.zip')}`);
  });

  it.each(['/api/files/2025/03/0123456789abcdef0123456789abcdef.png', '/api/files/../../etc/passwd', '/api/files/2025/03/x.png', '/api/files/'])('answers 404 for %s', async (url) => {
    const response = await t.injectAs('anonymous', { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(404);
  });
});
