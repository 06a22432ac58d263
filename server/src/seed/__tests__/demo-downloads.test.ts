import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { exhibitors } from '../../db/schema/exhibitors';
import { checkUpload } from '../../lib/file-kind/check-upload';
import { type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { seedDemoDownloads } from '../demo-downloads';

let t: TestApp;

interface Item {
  title_zh: string;
  category: string;
  file_url: string;
  file_name: string;
  file_size: number;
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoDownloads(t.db, t.app.storage);
  // the download centre opens once the profile is saved (SPEC §4); the newcomer stands for type FIE here
  await t.db.update(exhibitors).set({ is_edit: true }).where(eq(exhibitors.id, t.fixtures.exhibitors.newcomer));
});
afterAll(async () => {
  await t?.close();
});

const titlesOf = async (principal: 'exhibitorA' | 'exhibitorB' | 'exhibitorNew') =>
  envelope<{ list: Item[] }>(await t.injectAs(principal, { method: 'GET', url: '/exhibitors/download/list' })).data.list.map((item) => item.title_zh).sort();

describe('seedDemoDownloads', () => {
  it('publishes manuals and materials per exhibitor type; the draft and the future file stay hidden', async () => {
    // A is Local, B International, the newcomer FIE (test fixtures)
    expect(await titlesOf('exhibitorA')).toEqual(['参展商手册', '展位配置清单', '特装展位施工规范'].sort());
    expect(await titlesOf('exhibitorB')).toEqual(['参展商手册', '境外展商物流与报关指南', '展位配置清单'].sort());
    expect(await titlesOf('exhibitorNew')).toEqual(['参展商手册', '境外展商物流与报关指南', '展位配置清单', '特装展位施工规范'].sort());
    const all = envelope<{ total: number }>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/download/list' }));
    expect(all.data.total).toBe(6);
  });

  it('stores real Word and Excel files that pass the upload content check and download under their names', async () => {
    const { list } = envelope<{ list: Item[] }>(await t.injectAs('exhibitorB', { method: 'GET', url: '/exhibitors/download/list' })).data;
    for (const item of list) {
      const served = await t.injectAs('exhibitorB', { method: 'GET', url: item.file_url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBe(item.file_size);
      expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(item.file_name)}`);
      const copy = path.join(t.uploadDir, `check-${item.file_name}`);
      await writeFile(copy, served.rawPayload);
      expect((await checkUpload(copy, item.file_name)).ok).toBe(true);
    }
  });

  it('sets a 400x600 poster template when the organizer has none', async () => {
    const poster = envelope<{ image: string; title_zh: string }>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/global/poster' })).data;
    expect(poster.title_zh).toContain('诚邀莅临');
    const served = await t.injectAs('anonymous', { method: 'GET', url: poster.image });
    const image = await loadImage(served.rawPayload);
    expect([image.width, image.height]).toEqual([400, 600]);
  });
});
