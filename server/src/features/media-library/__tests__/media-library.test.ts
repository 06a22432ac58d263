import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MEDIA_PICTURE_MAX_BYTES } from '@fair/shared/constants/limits';
import { MEDIA_PATHS, type MediaFolder, type MediaItem, type MediaItemUsages, type MediaPickerImage } from '@fair/shared/contracts/media-library';
import type { Page } from '@fair/shared/contracts/envelope';
import { uploadedFiles } from '../../../db/schema/content';
import { mediaItems } from '../../../db/schema/media';
import { news } from '../../../db/schema/news';
import { operationLogs } from '../../../db/schema/operation-log';
import { GIF_1X1, MP4, PNG_1X1, WINDOWS_EXE } from '../../../lib/file-kind/__tests__/samples';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EN = { 'language-set': 'en-us' };
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, input: { query?: Record<string, string>; payload?: object } = {}, principal: PrincipalName = 'organizerAll') {
  const response = await t.injectAs(principal, { method, url, query: input.query, payload: input.payload, headers: EN });
  return { status: response.statusCode, body: envelope<T>(response) };
}

async function upload(fileName: string, content: Buffer, folderId?: number) {
  const body = multipartBody([{ field: 'file', fileName, content }]);
  const response = await t.injectAs('organizerAll', {
    method: 'POST',
    url: MEDIA_PATHS.upload,
    query: folderId ? { folder_id: String(folderId) } : undefined,
    payload: body.payload,
    headers: { ...body.headers, ...EN },
  });
  return { status: response.statusCode, body: envelope<MediaItem>(response) };
}

async function folder(name: string): Promise<MediaFolder> {
  const { status, body } = await call<MediaFolder>('POST', MEDIA_PATHS.folderSave, { payload: { name } });
  expect(status).toBe(200);
  return body.data;
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(t.uploadDir, path.join(entry.parentPath, entry.name)));
}

describe('media library folders', () => {
  it('creates, renames and lists folders with their item counts; a taken name is refused; the log records each change', async () => {
    const made = await folder('展会图片');
    expect(made).toMatchObject({ name: '展会图片', item_count: 0 });
    const taken = await call('POST', MEDIA_PATHS.folderSave, { payload: { name: ' 展会图片 ' } });
    expect(taken.status).toBe(422);
    expect(taken.body.data).toEqual({ errors: [{ field: 'name', message: 'A folder with this name already exists' }] });
    const empty = await call('POST', MEDIA_PATHS.folderSave, { payload: { name: '  ' } });
    expect(empty.status).toBe(422);

    const renamed = await call<MediaFolder>('POST', MEDIA_PATHS.folderSave, { payload: { id: made.id, name: '展会现场' } });
    expect(renamed.body.data.name).toBe('展会现场');
    await upload('hall.png', PNG_1X1, made.id);
    const list = await call<MediaFolder[]>('GET', MEDIA_PATHS.folders);
    expect(list.body.data.find((entry) => entry.id === made.id)).toMatchObject({ name: '展会现场', item_count: 1 });

    const logged = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'media-folder'), eq(operationLogs.entity_id, String(made.id))));
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(logged[1].changes).toEqual({ name: ['展会图片', '展会现场'] });
  });

  it('refuses to delete a folder still holding files, naming how many, and deletes it once empty', async () => {
    const made = await folder('待删除');
    const item = (await upload('a.gif', GIF_1X1, made.id)).body.data;
    const refused = await call('DELETE', MEDIA_PATHS.folderDelete, { query: { id: String(made.id) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This folder still holds 1 files: move or delete them first');

    await call('POST', MEDIA_PATHS.move, { payload: { ids: [item.id], folder_id: null } });
    const deleted = await call('DELETE', MEDIA_PATHS.folderDelete, { query: { id: String(made.id) } });
    expect(deleted.status).toBe(200);
    const gone = await call('DELETE', MEDIA_PATHS.folderDelete, { query: { id: String(made.id) } });
    expect(gone.status).toBe(404);
  });
});

describe('POST /admin/media/upload', () => {
  it('stores a picture in the folder with its checked type, size and pixel size, titled after the file, published for the picker', async () => {
    const made = await folder('上传');
    const { status, body } = await upload('Booth photo.png', PNG_1X1, made.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ folder_id: made.id, file_name: 'Booth photo.png', title: 'Booth photo', alt_text: '', mime: 'image/png', category: 'image', size: PNG_1X1.length, width: 1, height: 1, published: true });
    const served = await t.injectAs('anonymous', { method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    const [record] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storage_key, body.data.url.replace('/api/files/', '')));
    expect(record).toMatchObject({ owner_kind: 'admin_user', owner_id: t.fixtures.accounts.organizer });
  });

  it(`takes a picture of exactly ${MEDIA_PICTURE_MAX_BYTES} bytes and refuses one byte more with the §5 picture limit, keeping nothing`, async () => {
    expect((await upload('exact.png', padded(PNG_1X1, MEDIA_PICTURE_MAX_BYTES))).status).toBe(200);
    const before = await storedFiles();
    const refused = await upload('over.png', padded(PNG_1X1, MEDIA_PICTURE_MAX_BYTES + 1));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The image cannot exceed 10M');
    expect(await storedFiles()).toEqual(before);
  });

  it('takes other files above the 20 MB upload cap (the 200 MB media limit)', async () => {
    const { status, body } = await upload('film.mp4', padded(MP4, 25 * 1024 * 1024));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ category: 'video', mime: 'video/mp4', size: 25 * 1024 * 1024, width: null, height: null });
  });

  it('checks the content, not the name: an executable named .png is refused and not kept', async () => {
    const before = await storedFiles();
    const refused = await upload('photo.png', WINDOWS_EXE);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ errors: [{ field: 'file', message: 'The file content does not match its extension' }] });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a folder that does not exist before reading the file', async () => {
    const refused = await upload('a.png', PNG_1X1, 999_999);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('The folder does not exist or has been deleted');
  });
});

describe('list, edit, move, usages and delete', () => {
  it('searches by title, file name or alt text, by folder, and pages newest first', async () => {
    const made = await folder('搜索');
    const first = (await upload('搜索甲.png', PNG_1X1, made.id)).body.data;
    const second = (await upload('搜索乙.png', PNG_1X1, made.id)).body.data;
    await call('POST', MEDIA_PATHS.save, { payload: { id: first.id, title: '甲', alt_text: '独特替代文字', description: '' } });

    const inFolder = await call<Page<MediaItem>>('GET', MEDIA_PATHS.list, { query: { folder_id: String(made.id), page_size: '1' } });
    expect(inFolder.body.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(inFolder.body.data.list.map((item) => item.id)).toEqual([second.id]);
    const byAlt = await call<Page<MediaItem>>('GET', MEDIA_PATHS.list, { query: { keyword: '独特替代' } });
    expect(byAlt.body.data.list.map((item) => item.id)).toEqual([first.id]);
    const byName = await call<Page<MediaItem>>('GET', MEDIA_PATHS.list, { query: { keyword: '搜索乙' } });
    expect(byName.body.data.list.map((item) => item.id)).toEqual([second.id]);
  });

  it('edits title, alt text and description, logged; withdrawing takes an image out of the picker', async () => {
    const item = (await upload('edit.png', PNG_1X1)).body.data;
    const saved = await call<MediaItem>('POST', MEDIA_PATHS.save, { payload: { id: item.id, title: ' 新标题 ', alt_text: '展台全景', description: '第一天' } });
    expect(saved.body.data).toMatchObject({ title: '新标题', alt_text: '展台全景', description: '第一天', published: true });
    const [entry] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'media-item'), eq(operationLogs.entity_id, String(item.id)), eq(operationLogs.action, 'update')));
    expect(entry.changes).toEqual({ title: ['edit', '新标题'], alt_text: ['', '展台全景'], description: ['', '第一天'] });

    await call('POST', MEDIA_PATHS.save, { payload: { id: item.id, title: '新标题', alt_text: '展台全景', published: false } });
    const picker = await call<Page<MediaPickerImage>>('GET', MEDIA_PATHS.picker, { query: { page_size: '100' } }, 'exhibitorA');
    expect(picker.body.data.list.map((image) => image.id)).not.toContain(item.id);
    const missing = await call('POST', MEDIA_PATHS.save, { payload: { id: 999_999, title: 'x' } });
    expect(missing.status).toBe(404);
  });

  it('moves several items at once into a folder and back out', async () => {
    const target = await folder('目标');
    const items = [(await upload('m1.png', PNG_1X1)).body.data, (await upload('m2.png', PNG_1X1)).body.data];
    const moved = await call<{ moved: number }>('POST', MEDIA_PATHS.move, { payload: { ids: items.map((item) => item.id), folder_id: target.id } });
    expect(moved.body.data.moved).toBe(2);
    const rows = await t.db.select({ folder: mediaItems.folder_id }).from(mediaItems).where(eq(mediaItems.folder_id, target.id));
    expect(rows).toHaveLength(2);
    const nowhere = await call('POST', MEDIA_PATHS.move, { payload: { ids: [items[0].id], folder_id: 999_999 } });
    expect(nowhere.status).toBe(404);
    const none = await call('POST', MEDIA_PATHS.move, { payload: { ids: [], folder_id: null } });
    expect(none.status).toBe(422);
  });

  it('names the news item still showing a picture, then deletes it with its stored file', async () => {
    const used = (await upload('used.png', PNG_1X1)).body.data;
    const unused = (await upload('unused.png', PNG_1X1)).body.data;
    await t.db.insert(news).values({
      exhibitor_id: t.fixtures.exhibitors.main,
      title_zh: '展会快讯',
      title_en: 'Fair news',
      content_zh: `<p>现场</p><img src="${used.url}" alt="现场">`,
      content_en: '<p>Hall</p>',
    });
    const usages = await call<MediaItemUsages[]>('POST', MEDIA_PATHS.usages, { payload: { ids: [used.id, unused.id] } });
    expect(usages.body.data).toEqual([{ id: used.id, title: 'used', usages: [{ kind: 'news', id: expect.any(Number), name: '展会快讯' }] }]);

    const key = used.url.replace('/api/files/', '');
    expect(await storedFiles()).toContain(path.join(...key.split('/')));
    const deleted = await call<{ deleted: number }>('POST', MEDIA_PATHS.delete, { payload: { ids: [used.id, unused.id] } });
    expect(deleted.body.data.deleted).toBe(2);
    expect(await storedFiles()).not.toContain(path.join(...key.split('/')));
    expect((await t.injectAs('anonymous', { method: 'GET', url: used.url })).statusCode).toBe(404);
    const logged = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'media-item'), eq(operationLogs.action, 'delete')));
    expect(logged.map((entry) => entry.entity_id)).toEqual(expect.arrayContaining([String(used.id), String(unused.id)]));
  });
});

describe('GET /media/picker', () => {
  it('offers published images only, the most recently published first, ten a page, with their alt text', async () => {
    const images = [];
    for (let n = 0; n < 12; n += 1) images.push((await upload(`pick${n}.png`, PNG_1X1)).body.data);
    await upload('clip.mp4', MP4);
    await call('POST', MEDIA_PATHS.save, { payload: { id: images[0].id, title: '最早', alt_text: '重新发布', published: false } });
    await call('POST', MEDIA_PATHS.save, { payload: { id: images[0].id, title: '最早', alt_text: '重新发布', published: true } });

    const picker = await call<Page<MediaPickerImage>>('GET', MEDIA_PATHS.picker, {}, 'exhibitorA');
    expect(picker.status).toBe(200);
    expect(picker.body.data.page_size).toBe(10);
    expect(picker.body.data.list).toHaveLength(10);
    expect(picker.body.data.list[0]).toMatchObject({ id: images[0].id, alt_text: '重新发布', url: images[0].url });
    expect(picker.body.data.list[1].id).toBe(images[11].id);
    expect(picker.body.data.list.every((image) => image.url.endsWith('.png'))).toBe(true);
    const searched = await call<Page<MediaPickerImage>>('GET', MEDIA_PATHS.picker, { query: { keyword: '重新发布' } }, 'miniprog');
    expect(searched.body.data.list.map((image) => image.id)).toEqual([images[0].id]);
  });

  it('is not open to the library screens: an exhibitor cannot list, upload or delete', async () => {
    expect((await call('GET', MEDIA_PATHS.list, {}, 'exhibitorA')).status).toBe(403);
    expect((await call('POST', MEDIA_PATHS.delete, { payload: { ids: [1] } }, 'exhibitorA')).status).toBe(403);
    expect((await call('GET', MEDIA_PATHS.list, {}, 'organizerLimited')).status).toBe(403);
    expect((await call('GET', MEDIA_PATHS.picker, {}, 'organizerLimited')).status).toBe(200);
  });
});
