import { eq, inArray, sql } from 'drizzle-orm';
import type { ExhibitorContentSummary } from '@fair/shared/contracts/content-review';
import type { Page } from '@fair/shared/contracts/envelope';
import { activities } from '../schema/activities';
import { exhibitors } from '../schema/exhibitors';
import { news } from '../schema/news';
import { applicationAreas, productCategories } from '../schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { completionMismatches } from '../../test/recount-completion';
import { summaryMismatches } from '../../test/recount-content-summaries';
import { onPostgres, together } from '../../test/race';
import { insertUpload } from '../../features/content/__tests__/content-world';

/**
 * Each company's news and activity figures (count, published, last upload) are kept by the database
 * (migration 0028): after every kind of change, through the routes that make it or written directly, the
 * stored figures must equal a recount of the items, and the content review's exhibitor lists must answer
 * what grouping the items on each request answered.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const text = (title: string) => ({ title_zh: title, title_en: `${title} en`, content_zh: '<p>内容</p>', content_en: '<p>Body</p>' });
const post = (principal: PrincipalName, url: string, payload: object) => t.injectAs(principal, { method: 'POST', url, payload });
const save = async (principal: PrincipalName, kind: 'news' | 'activity', title: string, status: 'draft' | 'published', id?: number) => {
  const answer = await post(principal, `/exhibitors/${kind}/save`, { ...text(title), status, ...(id ? { id } : {}) });
  expect(answer.statusCode).toBe(200);
  return envelope<{ id: number }>(answer).data.id;
};
const figures = async (exhibitorId: number) =>
  (
    await t.db
      .select({ count: exhibitors.news_count, published: exhibitors.news_published, last: exhibitors.news_last_uploaded_at, activities: exhibitors.activities_count })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId))
  )[0];
/** The row version of the company: a write of the row, even of the same values, gives it another. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const rowVersion = async (exhibitorId: number) => rowsOf<{ v: string }>(await t.db.execute(sql`select xmin::text as v from exhibitors where id = ${exhibitorId}`))[0];
const exact = async () => {
  expect(await summaryMismatches(t.db)).toEqual([]);
  expect(await completionMismatches(t.db)).toEqual([]);
};

describe('the stored news and activity figures equal a recount', () => {
  it('for the seeded companies', exact);

  it('after the exhibitor creates, edits, publishes, withdraws and deletes its news and activities', async () => {
    const { main } = t.fixtures.exhibitors;
    const first = await save('exhibitorA', 'news', '汇总一', 'draft');
    expect(await figures(main)).toMatchObject({ count: 1, published: 0 });
    await exact();
    const second = await save('exhibitorA', 'news', '汇总二', 'published');
    expect(await figures(main)).toMatchObject({ count: 2, published: 1 });
    await exact();
    const activity = await save('exhibitorA', 'activity', '汇总活动', 'published');
    expect(await figures(main)).toMatchObject({ count: 2, activities: 1 });
    await exact();

    // an edit of the text moves no figure and leaves the company's row alone
    const before = await rowVersion(main);
    await save('exhibitorA', 'news', '汇总一改', 'draft', first);
    expect(await rowVersion(main)).toEqual(before);
    await exact();

    expect((await post('exhibitorA', '/exhibitors/news/state', { id: first, action: 'publish' })).statusCode).toBe(200);
    expect(await figures(main)).toMatchObject({ count: 2, published: 2 });
    await exact();
    expect((await post('exhibitorA', '/exhibitors/news/state', { id: second, action: 'withdraw' })).statusCode).toBe(200);
    expect((await post('exhibitorA', '/exhibitors/activity/state', { id: activity, action: 'withdraw' })).statusCode).toBe(200);
    await exact();
    // a pin is no figure either
    const pinned = await rowVersion(main);
    expect((await post('exhibitorA', '/exhibitors/news/state', { id: first, action: 'pin' })).statusCode).toBe(200);
    expect(await rowVersion(main)).toEqual(pinned);

    expect((await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/news/delete?id=${second}` })).statusCode).toBe(200);
    expect(await figures(main)).toMatchObject({ count: 1, published: 1 });
    await exact();
  });

  it('after the organizer publishes, withdraws and deletes items of several companies, one and many at once', async () => {
    const { main, rival } = t.fixtures.exhibitors;
    const ofMain = [await save('exhibitorA', 'news', '审核汇总甲一', 'draft'), await save('exhibitorA', 'news', '审核汇总甲二', 'draft')];
    const ofRival = [await save('exhibitorB', 'news', '审核汇总乙一', 'draft'), await save('exhibitorB', 'news', '审核汇总乙二', 'published')];
    await exact();
    const review = (payload: object) => post('organizerAll', '/admin/content-review/news/state', payload);
    expect((await review({ ids: [...ofRival, ...ofMain], action: 'publish' })).statusCode).toBe(200);
    await exact();
    expect((await review({ ids: [ofMain[0], ofRival[1]], action: 'withdraw' })).statusCode).toBe(200);
    await exact();
    const remove = (ids: number[]) => t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/content-review/news/delete?ids=${ids.join(',')}` });
    expect((await remove([ofRival[0]])).statusCode).toBe(200);
    await exact();
    expect((await remove([ofMain[1], ofRival[1], ofMain[0]])).statusCode).toBe(200);
    expect((await figures(rival)).count).toBe(0);
    expect((await figures(rival)).last).toBeNull();
    expect((await figures(main)).count).toBe(1);
    await exact();

    const activity = await save('exhibitorB', 'activity', '审核汇总活动', 'published');
    expect((await post('organizerAll', '/admin/content-review/activity/state', { ids: [activity], action: 'withdraw' })).statusCode).toBe(200);
    await exact();
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/content-review/activity/delete?ids=${activity}` })).statusCode).toBe(200);
    await exact();
  });

  it('after the exhibitor saves its own profile (the figures stay, completion is counted as before)', async () => {
    const { newcomer } = t.fixtures.exhibitors;
    const image = await insertUpload(t.db, t.fixtures.accounts.newcomer);
    const [{ id: category }] = await t.db.insert(productCategories).values({ level: 1, name_zh: '汇总分类', name_en: 'Summary category' }).returning({ id: productCategories.id });
    const [{ id: area }] = await t.db.insert(applicationAreas).values({ name_zh: '汇总领域', name_en: 'Summary area' }).returning({ id: applicationAreas.id });
    const profile = (website: string) => ({ logo: image, qr_code: image, website, email: 'info@newcomer.example', name_zh_cn: '新锐半导体有限公司', name_en: 'Newcomer Semiconductor', country: 'CN', intro_zh: '介绍', intro_en: 'Intro', categories: [category], application_areas: [area] });
    expect((await post('exhibitorNew', '/exhibitors/exhibitors/save', profile('https://newcomer.example'))).statusCode).toBe(200);
    await save('exhibitorNew', 'news', '新锐汇总', 'published');
    const held = await figures(newcomer);
    expect(held).toMatchObject({ count: 1, published: 1 });
    expect((await post('exhibitorNew', '/exhibitors/exhibitors/save', profile(''))).statusCode).toBe(200);
    expect(await figures(newcomer)).toEqual(held);
    await exact();
  });

  it('after direct writes: several companies in one statement, an item moved, an upload time changed, a bulk delete', async () => {
    const { main, rival, newcomer } = t.fixtures.exhibitors;
    const rows = await t.db
      .insert(activities)
      .values(
        [main, rival, newcomer, rival, main].map((exhibitor_id, n) => ({
          exhibitor_id,
          ...text(`直接写入${n}`),
          status: n % 2 === 0 ? ('published' as const) : ('draft' as const),
          uploaded_at: new Date(Date.UTC(2026, 3, 1 + n, 8, 0, 0, 123)),
        })),
      )
      .returning({ id: activities.id });
    await exact();
    await t.db.update(activities).set({ exhibitor_id: newcomer }).where(eq(activities.id, rows[0].id));
    await exact();
    // microseconds are kept: the stored last upload is the item's own
    await t.db.execute(sql`update activities set uploaded_at = '2030-01-02 03:04:05.678901+00' where id = ${rows[1].id}`);
    await exact();
    await t.db.update(activities).set({ status: 'published' }).where(inArray(activities.exhibitor_id, [main, rival]));
    await exact();
    await t.db.delete(activities).where(inArray(activities.id, rows.map((row) => row.id)));
    await exact();
  });

  it('when a company is deleted with its items (cascade), and for a company created after', async () => {
    const [{ id }] = await t.db.insert(exhibitors).values({ name_zh_cn: '级联汇总公司' }).returning({ id: exhibitors.id });
    await t.db.insert(news).values([
      { exhibitor_id: id, ...text('级联一'), status: 'published' },
      { exhibitor_id: id, ...text('级联二') },
    ]);
    expect(await figures(id)).toMatchObject({ count: 2, published: 1 });
    await t.db.delete(exhibitors).where(eq(exhibitors.id, id));
    expect(await t.db.$count(news, eq(news.exhibitor_id, id))).toBe(0);
    await exact();
    // the figures are the database's: a new company starts with none, whatever the insert says
    const [created] = await t.db.insert(exhibitors).values({ name_zh_cn: '新建汇总公司', news_count: 7, news_last_uploaded_at: new Date() }).returning();
    expect([created.news_count, created.news_last_uploaded_at]).toEqual([0, null]);
    await exact();
  });
});

describe('the content review’s exhibitor lists read the stored figures', () => {
  const listed = async (kind: 'news' | 'activity', query: Record<string, string>) =>
    envelope<Page<ExhibitorContentSummary>>(await t.injectAs('organizerAll', { method: 'GET', url: `/admin/content-review/${kind}/exhibitors`, query: { page: '1', page_size: '100', ...query } })).data;

  /** What the list answered when it grouped the items on each request. */
  const grouped = async (kind: 'news' | 'activity', sort: string, order: 'asc' | 'desc') => {
    const table = sql.raw(kind === 'news' ? 'news' : 'activities');
    const column = sql.raw({ last_uploaded_at: 'c.last_uploaded_at', count: 'coalesce(c.count, 0)', name_zh_cn: 'e.name_zh_cn' }[sort]!);
    const result = await t.db.execute(sql`
      select e.id, coalesce(c.count, 0)::int as count, coalesce(c.published, 0)::int as published, c.last_uploaded_at
      from exhibitors e
      left join (select exhibitor_id, count(*) as count, count(*) filter (where status = 'published') as published, max(uploaded_at) as last_uploaded_at from ${table} group by exhibitor_id) c on c.exhibitor_id = e.id
      where not exists (select 1 from exhibitor_accounts a where a.exhibitor_id = e.id and not a.is_child_user and a.approval_status <> 'approved')
      order by ${column} ${sql.raw(order)} nulls last, e.id ${sql.raw(order)}`);
    return rowsOf<{ id: number; count: number; published: number; last_uploaded_at: string | Date | null }>(result).map((row) => ({
      id: row.id,
      count: row.count,
      published: row.published,
      last_uploaded_at: row.last_uploaded_at === null ? null : new Date(row.last_uploaded_at).toISOString(),
    }));
  };

  it('answers what a recount answers, in every order, companies without items last', async () => {
    const { main, rival } = t.fixtures.exhibitors;
    // ties: two companies with the same count and the same last upload
    const at = new Date('2026-05-01T08:00:00.000Z');
    await t.db.insert(news).values([main, rival, rival].map((exhibitor_id, n) => ({ exhibitor_id, ...text(`排序${n}`), uploaded_at: at })));
    for (const kind of ['news', 'activity'] as const) {
      for (const sort of ['last_uploaded_at', 'count', 'name_zh_cn']) {
        for (const order of ['asc', 'desc'] as const) {
          const page = await listed(kind, { sort, order });
          const expected = await grouped(kind, sort, order);
          expect([kind, sort, order, page.list.map(({ id, count, published, last_uploaded_at }) => ({ id, count, published, last_uploaded_at }))]).toEqual([kind, sort, order, expected]);
          expect(page.total).toBe(expected.length);
        }
      }
    }
    const second = await listed('news', { page: '2', page_size: '2' });
    expect(second.list.map((row) => row.id)).toEqual((await grouped('news', 'last_uploaded_at', 'desc')).slice(2, 4).map((row) => row.id));
  });
});

describe('parallel writes of one company’s items', () => {
  /** Holds the company row, so that every contender reaches its lock on it before any goes on. */
  const lockCompany = () => sql`select 1 from exhibitors where id = ${t.fixtures.exhibitors.rival} for update`;

  it('keep its figures exact, round after round', async () => {
    const { rival } = t.fixtures.exhibitors;
    let published = await save('exhibitorB', 'news', '并行已发布', 'published');
    let draft = await save('exhibitorB', 'news', '并行草稿', 'draft');
    for (let round = 0; round < 8; round += 1) {
      const doomed = await save('exhibitorB', 'news', `并行删除${round}`, 'published');
      const reviewed = await save('exhibitorB', 'news', `并行审核删除${round}`, 'draft');
      const answers = await together(t.db, onPostgres ? [lockCompany()] : [], () => [
        post('exhibitorB', '/exhibitors/news/save', { ...text(`并行新增${round}`), status: 'published' }),
        post('exhibitorB', '/exhibitors/news/save', { ...text(`并行新稿${round}`), status: 'draft' }),
        post('exhibitorB', '/exhibitors/news/state', { id: published, action: 'withdraw' }),
        post('exhibitorB', '/exhibitors/news/state', { id: draft, action: 'publish' }),
        t.injectAs('exhibitorB', { method: 'DELETE', url: `/exhibitors/news/delete?id=${doomed}` }),
        t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/content-review/news/delete?ids=${reviewed}` }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect([round, await summaryMismatches(t.db)]).toEqual([round, []]);
      [published, draft] = [draft, published];
    }
    const [{ count }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(news).where(eq(news.exhibitor_id, rival));
    expect((await figures(rival)).count).toBe(count);
    await exact();
  });
});
