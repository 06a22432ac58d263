import { MINIPROG_ADMIN_PATHS as P, type MiniprogPopup } from '@fair/shared/contracts/miniprog';
import { MINIPROG_API_PATHS, type PublicPopup } from '@fair/shared/contracts/miniprog-api';
import { miniprogActivities, miniprogAds, miniprogBadges, miniprogHomeItems, miniprogPopups } from '../../../db/schema/miniprog';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Errors = { errors: { field: string; message: string }[] };
const UPLOAD = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';
const save = (url: string, payload: object, locale = 'zh-cn') => t.injectAs('miniprog', { method: 'POST', url, payload, headers: { 'language-set': locale } });

/** Every image field of the mini-programme admin with the rest of a valid form. */
const FORMS = [
  { name: 'home block banner', url: P.home.save, field: 'image', rest: { block: 'banner', title_zh: '横幅', title_en: 'Banner', status: 'published' }, table: miniprogHomeItems },
  { name: 'home block quick entry', url: P.home.save, field: 'image', rest: { block: 'quick_entry', title_zh: '入口', title_en: 'Entry' }, table: miniprogHomeItems },
  { name: 'popup', url: P.popup.save, field: 'image', rest: { name: '弹窗' }, table: miniprogPopups },
  { name: 'ad', url: P.ad.save, field: 'image', rest: { open_mode: 'link', target_url: 'https://sponsor.example' }, table: miniprogAds },
  { name: 'badge', url: P.badge.save, field: 'icon', rest: { name: '浮标' }, table: miniprogBadges },
  {
    name: 'concurrent activity',
    url: P.activity.save,
    field: 'image',
    rest: { title_zh: '开幕式', title_en: 'Opening', starts_at: '2025-03-26T09:30:00+08:00', content_zh: '<p>欢迎</p>', content_en: '<p>Welcome</p>' },
    table: miniprogActivities,
  },
] as const;

const HOSTILE = ['javascript:alert(1)', '" onerror="alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', '/uploads/a.png'];

describe('mini-programme admin image fields take only uploads of this portal or http(s) addresses', () => {
  it.each(FORMS)('$name: a script, attribute break or data address is refused with a localised prompt and nothing is stored', async ({ url, field, rest, table }) => {
    const before = await t.db.$count(table);
    for (const value of HOSTILE) {
      const response = await save(url, { ...rest, [field]: value });
      expect(response.statusCode).toBe(422);
      expect(envelope<Errors>(response).data.errors).toEqual([{ field, message: '请上传图片，或填写以 http:// 或 https:// 开头的图片地址' }]);
    }
    const english = await save(url, { ...rest, [field]: 'javascript:alert(1)' }, 'en-us');
    expect(envelope<Errors>(english).data.errors).toEqual([{ field, message: 'Upload an image or enter an image address starting with http:// or https://' }]);
    const traditional = await save(url, { ...rest, [field]: 'javascript:alert(1)' }, 'zh-tw');
    expect(envelope<Errors>(traditional).data.errors).toEqual([{ field, message: '請上傳圖片，或填寫以 http:// 或 https:// 開頭的圖片網址' }]);
    expect(await t.db.$count(table)).toBe(before);
  });

  it.each(FORMS)('$name: an upload and an https address are saved', async ({ url, field, rest }) => {
    expect((await save(url, { ...rest, [field]: UPLOAD })).statusCode).toBe(200);
    expect((await save(url, { ...rest, [field]: 'https://cdn.fair.example/img/a.png?w=200' })).statusCode).toBe(200);
  });

  it('a refused popup never reaches GET /api/miniprog/v1/popups; an accepted one does', async () => {
    expect((await save(P.popup.save, { name: '恶意弹窗', image: 'javascript:alert(1)' })).statusCode).toBe(422);
    const saved = envelope<MiniprogPopup>(await save(P.popup.save, { name: '正常弹窗', image: UPLOAD })).data;
    const served = envelope<{ list: PublicPopup[] }>(await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.popups })).data.list;
    expect(served.map((popup) => popup.image)).not.toContain('javascript:alert(1)');
    expect(served).toContainEqual(expect.objectContaining({ id: saved.id, image: UPLOAD }));
  });

  it('an activity may have no image', async () => {
    const response = await save(P.activity.save, { ...FORMS[5].rest, image: '' });
    expect(response.statusCode).toBe(200);
    expect(envelope<{ image: string }>(response).data.image).toBe('');
  });
});
