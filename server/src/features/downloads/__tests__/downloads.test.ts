import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { uploadedFiles } from '../../../db/schema/content';
import { operationLogs } from '../../../db/schema/operation-log';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';
import { fairToday } from '../../../lib/time/fair-day';

let t: TestApp;
let workbook: Buffer;

interface Item {
  id: number;
  title_zh: string;
  title_en: string;
  category: 'manual' | 'materials';
  file_url: string;
  file_name: string;
  file_size: number;
  file_mime: string;
  publish_date: string;
  exhibitor_types?: string[];
  status?: string;
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
type Errors = { errors: { field: string; message: string }[] };

async function uploadAs(principal: PrincipalName, fileName: string, content: Buffer): Promise<string> {
  const url = principal === 'organizerAll' ? '/admin/attachment/upload' : '/exhibitors/attachment/upload';
  const response = await t.injectAs(principal, { method: 'POST', url, ...multipartBody([{ field: 'file', fileName, content }]) });
  expect(response.statusCode).toBe(200);
  return envelope<{ url: string }>(response).data.url;
}

const save = (payload: object, principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url: '/admin/download/save', payload, headers: { 'language-set': 'en-us' } });
const exhibitorList = (principal: PrincipalName, query: Record<string, string> = {}) =>
  t.injectAs(principal, { method: 'GET', url: '/exhibitors/download/list', query });

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let fileUrl: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const book = new ExcelJS.Workbook();
  book.addWorksheet('展位配置').addRows([['项目', '数量'], ['桌子', 1]]);
  workbook = Buffer.from(await book.xlsx.writeBuffer());
  fileUrl = await uploadAs('organizerAll', '展位配置清单.xlsx', workbook);

  const base = { title_en: 'Download', file_url: fileUrl, publish_date: dayOffset(-1), status: 'published' };
  const rows = {
    localManual: { ...base, title_zh: '参展商手册', title_en: 'Exhibitor manual', category: 'manual', exhibitor_types: ['Local', 'FIE'] },
    allMaterials: { ...base, title_zh: '展位配置清单', title_en: 'Booth order form', category: 'materials', exhibitor_types: ['FIE', 'Local', 'International'] },
    internationalOnly: { ...base, title_zh: '境外展商物流指南', title_en: 'Logistics guide', category: 'materials', exhibitor_types: ['International'] },
    draft: { ...base, title_zh: '草稿文件', category: 'manual', exhibitor_types: ['Local'], status: 'draft' },
    future: { ...base, title_zh: '撤展须知', category: 'manual', exhibitor_types: ['Local'], publish_date: dayOffset(3) },
  };
  for (const [name, payload] of Object.entries(rows)) {
    const response = await save(payload);
    expect(response.statusCode).toBe(200);
    ids[name] = envelope<Item>(response).data.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /exhibitors/download/list', () => {
  it('lists only published files of the own exhibitor type whose publish date has come', async () => {
    // exhibitor A's company is Local, B's International (test fixtures)
    const a = envelope<Page<Item>>(await exhibitorList('exhibitorA'));
    expect(a.data.list.map((item) => item.id).sort()).toEqual([ids.localManual, ids.allMaterials].sort());
    expect(a.data).toMatchObject({ total: 2, page: 1, page_size: 10 });
    const b = envelope<Page<Item>>(await exhibitorList('exhibitorB'));
    expect(b.data.list.map((item) => item.id).sort()).toEqual([ids.allMaterials, ids.internationalOnly].sort());
    // a sub-account sees what its company sees
    expect(envelope<Page<Item>>(await exhibitorList('subWithoutPower')).data.total).toBe(2);
  });

  it('answers titles in both languages, the stored file name, size and type, the publish date, and no organizer fields', async () => {
    const { data } = envelope<Page<Item>>(await exhibitorList('exhibitorA', { category: 'materials' }));
    expect(data.list).toEqual([
      {
        id: ids.allMaterials,
        title_zh: '展位配置清单',
        title_en: 'Booth order form',
        category: 'materials',
        file_url: fileUrl,
        file_name: '展位配置清单.xlsx',
        file_size: workbook.length,
        file_mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        publish_date: dayOffset(-1),
      },
    ]);
  });

  it('filters by group and pages', async () => {
    const manuals = envelope<Page<Item>>(await exhibitorList('exhibitorA', { category: 'manual' })).data;
    expect(manuals.list.map((item) => item.title_zh)).toEqual(['参展商手册']);
    const second = envelope<Page<Item>>(await exhibitorList('exhibitorA', { page: '2', page_size: '1' })).data;
    expect(second).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.list).toHaveLength(1);
  });

  it('shows a file from its publish date on (a day of the fair’s time zone)', async () => {
    expect(fairToday(new Date('2025-03-25T16:30:00Z'))).toBe('2025-03-26');
    expect(fairToday(new Date('2025-03-25T15:30:00Z'))).toBe('2025-03-25');
    const response = await save({ id: ids.future, title_zh: '撤展须知', title_en: 'Move-out notice', category: 'manual', file_url: fileUrl, exhibitor_types: ['Local'], publish_date: fairToday(), status: 'published' });
    expect(response.statusCode).toBe(200);
    expect(envelope<Page<Item>>(await exhibitorList('exhibitorA')).data.list.map((item) => item.id)).toContain(ids.future);
    await save({ id: ids.future, title_zh: '撤展须知', title_en: 'Move-out notice', category: 'manual', file_url: fileUrl, exhibitor_types: ['Local'], publish_date: dayOffset(3), status: 'published' });
  });

  it('takes the exhibitor type from the session only', async () => {
    const response = await exhibitorList('exhibitorB', { exhibitor_type: 'Local' });
    expect(response.statusCode).toBe(422);
  });

  it('serves the listed file for download under its original name', async () => {
    const served = await t.injectAs('exhibitorA', { method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(workbook)).toBe(true);
    expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('展位配置清单.xlsx')}`);
  });
});

describe('organizer calls (role key download.list)', () => {
  it('lists every file with search by title in either language, group, status and exhibitor type', async () => {
    const list = (query: Record<string, string>) => t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/list', query });
    expect(envelope<Page<Item>>(await list({})).data.total).toBe(5);
    expect(envelope<Page<Item>>(await list({ keyword: 'manual' })).data.list.map((item) => item.id)).toEqual([ids.localManual]);
    expect(envelope<Page<Item>>(await list({ keyword: '手册' })).data.list.map((item) => item.id)).toEqual([ids.localManual]);
    expect(envelope<Page<Item>>(await list({ status: 'draft' })).data.list.map((item) => item.id)).toEqual([ids.draft]);
    expect(envelope<Page<Item>>(await list({ exhibitor_type: 'International' })).data.total).toBe(2);
    // % typed into the search is a character, not a wildcard
    expect(envelope<Page<Item>>(await list({ keyword: '%' })).data.total).toBe(0);
  });

  it('finds a file by its file name and sorts by a column, newest publish date first unless told', async () => {
    const get = async (query: Record<string, string>) => envelope<Page<Item>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/list', query })).data;
    expect((await get({ keyword: '配置清单.xlsx' })).total).toBe(5);
    const newest = (await get({})).list;
    expect(newest[0].id).toBe(ids.future);
    expect(newest.map((item) => item.publish_date)).toEqual([...newest.map((item) => item.publish_date)].sort().reverse());
    const byTitle = (await get({ sort: 'title_en', order: 'asc', status: 'published' })).list.map((item) => item.title_en);
    expect(byTitle).toEqual([...byTitle].sort());
    expect(byTitle[0]).toBe('Booth order form');
    const refused = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/list', query: { sort: 'file_url' } });
    expect(refused.statusCode).toBe(422);
  });

  it('answers one file with its types and status, and 404 for a missing one', async () => {
    const info = envelope<Item>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/info', query: { id: String(ids.localManual) } }));
    expect(info.data).toMatchObject({ title_zh: '参展商手册', exhibitor_types: ['Local', 'FIE'], status: 'published', category: 'manual' });
    const missing = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/info', query: { id: '2147483647' }, headers: { 'language-set': 'en-us' } });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('The download file does not exist or has been deleted');
  });

  it('requires both titles, the type, the file, the exhibitor type and the day (SPEC §5 prompts) with localised field errors', async () => {
    const response = await save({ title_zh: ' ', title_en: '', exhibitor_types: [], publish_date: '2025-02-30', status: 'published' });
    expect(response.statusCode).toBe(422);
    const fields = envelope<Errors>(response).data.errors;
    expect(fields.map((error) => error.field).sort()).toEqual(['category', 'exhibitor_types', 'file_url', 'publish_date', 'title_en', 'title_zh']);
    // the browser prompts each field with its SPEC §5 text; the server names what is missing
    for (const field of ['title_zh', 'title_en', 'category', 'exhibitor_types', 'file_url']) expect(fields.find((error) => error.field === field)?.message).toBe('This field is required');
    const unknownType = await save({ title_zh: '文件', title_en: 'File', category: 'manual', file_url: fileUrl, exhibitor_types: ['Local', 'Local'], publish_date: '2025-03-01', status: 'draft' });
    expect(unknownType.statusCode).toBe(422);
  });

  it('refuses a stored file over 20971520 bytes (SPEC §5), as the upload call does', async () => {
    const key = '2025/03/0123456789abcdef0123456789abcdef.zip';
    await t.db.insert(uploadedFiles).values({ owner_kind: 'admin_user', owner_id: 1, storage_key: key, original_name: 'big.zip', mime: 'application/zip', size: 20971521 });
    const response = await save({ title_zh: '大文件', title_en: 'Big file', category: 'materials', file_url: `/api/files/${key}`, exhibitor_types: ['Local'], publish_date: '2025-03-01', status: 'draft' });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors).toEqual([{ field: 'file_url', message: 'Uploaded file size cannot exceed 20M' }]);
  });

  it('accepts only an organizer’s upload as the file', async () => {
    const exhibitorsFile = await uploadAs('exhibitorA', 'mine.png', PNG_1X1);
    const response = await save({ title_zh: '文件', title_en: 'File', category: 'manual', file_url: exhibitorsFile, exhibitor_types: ['Local'], publish_date: '2025-03-01', status: 'draft' });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors).toEqual([{ field: 'file_url', message: 'This file was not uploaded by your account, please upload it again' }]);
    const made = await save({ title_zh: '文件', title_en: 'File', category: 'manual', file_url: '/api/files/2025/03/00000000000000000000000000000000.xlsx', exhibitor_types: ['Local'], publish_date: '2025-03-01', status: 'draft' });
    expect(made.statusCode).toBe(422);
  });

  it('updates a file, withdraws it from exhibitors as a draft, and deletes it', async () => {
    const updated = await save({ id: ids.allMaterials, title_zh: '展位配置清单（更新）', title_en: 'Booth order form', category: 'materials', file_url: fileUrl, exhibitor_types: ['International'], publish_date: dayOffset(-2), status: 'draft' });
    expect(envelope<Item>(updated).data).toMatchObject({ title_zh: '展位配置清单（更新）', status: 'draft', exhibitor_types: ['International'] });
    expect(envelope<Page<Item>>(await exhibitorList('exhibitorB')).data.list.map((item) => item.id)).toEqual([ids.internationalOnly]);

    const del = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/download/delete', query: { id: String(ids.allMaterials) } });
    expect(envelope(del)).toMatchObject({ code: 0, data: null });
    const again = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/download/delete', query: { id: String(ids.allMaterials) } });
    expect(again.statusCode).toBe(404);
    // both writes are in the operation log, the update with what changed
    const logged = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'download'), eq(operationLogs.entity_id, String(ids.allMaterials)))).orderBy(asc(operationLogs.id));
    expect(logged.map((entry) => entry.action).slice(-2)).toEqual(['update', 'delete']);
    expect(logged.at(-2)?.changes).toMatchObject({ status: ['published', 'draft'], exhibitor_types: [expect.any(Array), ['International']] });
    const missing = await save({ id: 2147483647, title_zh: 'x', title_en: 'x', category: 'manual', file_url: fileUrl, exhibitor_types: ['Local'], publish_date: '2025-03-01', status: 'draft' });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to organizers without the role and to exhibitors', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/download/list' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/download/list' })).statusCode).toBe(403);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/download/list' })).statusCode).toBe(403);
  });
});
