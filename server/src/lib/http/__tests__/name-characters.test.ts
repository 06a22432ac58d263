import { eq } from 'drizzle-orm';
import { adminUsers } from '../../../db/schema/admins';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { checkRows } from '../../../features/exhibitor-sheets/row-validation';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

/**
 * Names the server takes (staff login and nick names, exhibitor account and company names) refuse
 * zero-width, bidi and other invisible characters with the shared prompt, in the caller's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Errors = { errors: { field: string; message: string }[] };
const PROMPT = {
  'zh-cn': '不能包含控制字符或零宽字符、方向控制符等不可见字符',
  'zh-tw': '不能包含控制字元或零寬字元、方向控制字元等不可見字元',
  'en-us': 'Must not contain control characters or invisible characters such as zero-width spaces or direction marks',
} as const;
type Locale = keyof typeof PROMPT;

const post = (principal: PrincipalName, url: string, payload: object, locale: Locale = 'zh-cn') =>
  t.injectAs(principal, { method: 'POST', url, payload, headers: { 'language-set': locale } });
const errorsOf = async (response: ReturnType<typeof post>) => {
  const answer = await response;
  expect(answer.statusCode).toBe(422);
  return envelope<Errors>(answer).data.errors;
};

const staff = { password: 'Staff~2025_ok', authority_ids: [], operator_password: DEMO_PASSWORD };

describe.each(['/admin/user/add/admin-user', '/admin/user/miniprog/add/admin-user'])('staff accounts (%s)', (url) => {
  it.each(Object.keys(PROMPT) as Locale[])('refuses a zero-width space in the user name (%s) and creates nothing', async (locale) => {
    expect(await errorsOf(post('organizerAll', url, { ...staff, user_name: 'editor\u200b' }, locale))).toEqual([{ field: 'user_name', message: PROMPT[locale] }]);
    expect(await t.db.$count(adminUsers, eq(adminUsers.user_name, 'editor\u200b'))).toBe(0);
  });

  it('refuses a right-to-left override in the nick name', async () => {
    expect(await errorsOf(post('organizerAll', url, { ...staff, user_name: `plain-${url.length}`, nick_name: '编辑\u202e' }))).toEqual([{ field: 'nick_name', message: PROMPT['zh-cn'] }]);
  });
});

it('staff edit refuses an invisible nick name', async () => {
  const [editor] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.user_name, 'editor'));
  expect(await errorsOf(post('organizerAll', '/admin/user/edit/admin-user', { id: editor.id, nick_name: '\u2066编辑' }))).toEqual([{ field: 'nick_name', message: PROMPT['zh-cn'] }]);
});

it('exhibitor account creation refuses invisible characters in either company name', async () => {
  const body = { email: 'invisible@example.com', password: 'Fair2025!', exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD };
  const errors = await errorsOf(post('organizerAll', '/admin/user/exhibitors/add-account', { ...body, name_zh: '示例\u200d公司', name_en: 'Example\ufeff Co.' }, 'en-us'));
  expect(errors).toEqual([
    { field: 'name_zh', message: PROMPT['en-us'] },
    { field: 'name_en', message: PROMPT['en-us'] },
  ]);
  expect(await t.db.$count(exhibitorAccounts, eq(exhibitorAccounts.email, 'invisible@example.com'))).toBe(0);
});

it('registration refuses an invisible company name', async () => {
  const body = { channel: 'email', email: 'applicant@example.com', code: '123456', password: 'Apply2025!', confirm_password: 'Apply2025!', agree: true };
  expect(await errorsOf(post('anonymous', '/exhibitors/user/register', { ...body, company_zh: '申请\u200b公司', company_en: 'Applicant\u200e Ltd.' }, 'zh-tw'))).toEqual([
    { field: 'company_zh', message: PROMPT['zh-tw'] },
    { field: 'company_en', message: PROMPT['zh-tw'] },
  ]);
});

it('the profile refuses invisible company names and keeps the saved ones', async () => {
  const [before] = await t.db.select({ name_zh_cn: exhibitors.name_zh_cn }).from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
  const errors = await errorsOf(post('exhibitorA', '/exhibitors/exhibitors/save', { name_zh_cn: '示例电子\u200b', name_en: '\u202eExample' }));
  expect(errors).toEqual(expect.arrayContaining([
    { field: 'name_zh_cn', message: PROMPT['zh-cn'] },
    { field: 'name_en', message: PROMPT['zh-cn'] },
  ]));
  const [after] = await t.db.select({ name_zh_cn: exhibitors.name_zh_cn }).from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
  expect(after).toEqual(before);
});

it('the sheet import refuses rows with invisible characters in a company name; a line break in a cell still becomes a space', async () => {
  const row = (n: number, name_zh: string, name_en: string) => ({ row: n, values: { name_zh, name_en, email: `sheet-${n}@example.com`, exhibitor_types: 'FIE', phone: '' } });
  const checked = await checkRows(t.db, [row(2, '示例\u200b公司', 'Example Co.'), row(3, '示例公司', 'Example\u202e Co.'), row(4, '示例\n公司', 'Example Co.')]);
  expect(checked.map((entry) => entry.problems)).toEqual([
    [{ column: 'name_zh', key: 'exhibitorSheets.nameCharacters' }],
    [{ column: 'name_en', key: 'exhibitorSheets.nameCharacters' }],
    [],
  ]);
  expect(checked[2].account).toMatchObject({ name_zh: '示例 公司' });
});
