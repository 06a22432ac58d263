import { userVariables } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

describe('GET /api/user/variable/list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { exhibitor, rival, organizer } = t.fixtures.accounts;
    await t.db.insert(userVariables).values([
      { name: 'theme', value: 'light' },
      { name: 'fair_year', value: 2025 },
      { owner_kind: 'exhibitor_account', owner_id: exhibitor, name: 'theme', value: 'dark' },
      { owner_kind: 'exhibitor_account', owner_id: rival, name: 'secret', value: { rival: true } },
      { owner_kind: 'admin_user', owner_id: organizer, name: 'dashboard', value: ['stats'] },
    ]);
  });
  afterAll(() => t?.close());

  const list = async (who: 'exhibitorA' | 'exhibitorB' | 'organizerAll') =>
    envelope<{ name: string; value: unknown }[]>(await t.injectAs(who, { method: 'GET', url: '/api/user/variable/list' })).data;

  it('gives global variables overridden by the caller’s own', async () => {
    expect(await list('exhibitorA')).toEqual([
      { name: 'fair_year', value: 2025 },
      { name: 'theme', value: 'dark' },
    ]);
    expect(await list('exhibitorB')).toEqual([
      { name: 'fair_year', value: 2025 },
      { name: 'secret', value: { rival: true } },
      { name: 'theme', value: 'light' },
    ]);
    expect(await list('organizerAll')).toContainEqual({ name: 'dashboard', value: ['stats'] });
  });

  it('needs a login', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/api/user/variable/list' });
    expect(response.statusCode).toBe(401);
  });
});
