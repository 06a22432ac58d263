import type { Page } from '@fair/shared/contracts/envelope';
import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import type { RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import type { OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { REGISTRATION_PATHS } from '@fair/shared/contracts/registration';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: { worker: false, concurrency: 1 } });
});
afterAll(() => t?.close());

const get = async <T,>(url: string, query: Record<string, string> = {}) => envelope<T>(await t.injectAs('organizerAll', { method: 'GET', url, query })).data;
const accounts = (keyword: string) => get<Page<ExhibitorAccountItem>>('/admin/user/exhibitors', { keyword });
const register = (keyword: string) => get<Page<RegisterItem>>('/admin/exhibitor-info/list', { keyword });
const statistics = () => get<OrganizerStatistics>('/admin/statistics/info');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

let sequence = 0;
/** A self-registered company with its main account in the given review state (as POST /exhibitors/user/register leaves it). */
async function registration(approval_status: 'pending' | 'rejected' | 'approved', type: 'FIE' | 'International' = 'FIE') {
  sequence += 1;
  const [company] = await t.db
    .insert(exhibitors)
    .values({ name_zh_cn: `审核中公司${sequence}`, name_en: `Awaiting Co ${sequence}`, exhibitor_types: [type] })
    .returning({ id: exhibitors.id });
  const [account] = await t.db
    .insert(exhibitorAccounts)
    .values({
      exhibitor_id: company.id,
      email: `awaiting${sequence}@review.example`,
      password_hash: 'not-a-login',
      sys_api_token: `review-token-${sequence}`,
      approval_status,
      reject_reason: approval_status === 'rejected' ? '资料不全' : null,
    })
    .returning({ id: exhibitorAccounts.id });
  return { exhibitorId: company.id, accountId: account.id };
}

describe('self-registrations stay in the registration review until approved', () => {
  it('keeps pending and rejected registrations out of the account list, the exhibitor info list and the dashboard totals', async () => {
    const before = await statistics();
    const pending = await registration('pending', 'International');
    await registration('rejected', 'International');

    expect((await accounts('审核中公司')).total).toBe(0);
    expect((await accounts('review.example')).list).toEqual([]);
    expect((await register('审核中公司')).total).toBe(0);
    // the review lists them
    const review = await get<Page<{ id: number }>>(REGISTRATION_PATHS.list, { status: 'pending', keyword: 'review.example' });
    expect(review.list.map((row) => row.id)).toEqual([pending.accountId]);

    const after = await statistics();
    expect(after.funnel.created).toBe(before.funnel.created);
    expect(after.accounts.total).toBe(before.accounts.total);
    expect(after.exhibitors).toEqual(before.exhibitors);
    expect(sum(after.completion.map((bucket) => bucket.exhibitors))).toBe(sum(before.completion.map((bucket) => bucket.exhibitors)));
    expect(after.content_by_type).toEqual(before.content_by_type);
  });

  it('counts and lists the company once the organizer approves it, with the chosen type', async () => {
    const before = await statistics();
    const pending = await registration('pending');
    const approved = await t.injectAs('organizerAll', { method: 'POST', url: REGISTRATION_PATHS.approve, payload: { id: pending.accountId, exhibitor_types: ['Local'] } });
    expect(envelope(approved).code).toBe(0);

    const listed = await accounts(`审核中公司${sequence}`);
    expect(listed.list.map((row) => [row.id, row.approval_status])).toEqual([[pending.accountId, 'approved']]);
    expect((await register(`审核中公司${sequence}`)).list.map((row) => row.id)).toEqual([pending.exhibitorId]);
    const after = await statistics();
    expect(after.funnel.created).toBe(before.funnel.created + 1);
    expect(after.accounts.total).toBe(before.accounts.total + 1);
    expect(after.exhibitors.total).toBe(before.exhibitors.total + 1);
    expect(after.exhibitors.by_type.Local).toBe(before.exhibitors.by_type.Local + 1);
    expect(after.content_by_type.find((row) => row.type === 'Local')!.exhibitors).toBe(before.content_by_type.find((row) => row.type === 'Local')!.exhibitors + 1);
    expect(sum(after.completion.map((bucket) => bucket.exhibitors))).toBe(sum(before.completion.map((bucket) => bucket.exhibitors)) + 1);
  });
});
