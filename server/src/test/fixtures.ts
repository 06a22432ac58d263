import type { Database } from '../db/client';
import { exhibitors } from '../db/schema/exhibitors';
import { halls } from '../db/schema/reference';
import { syncCountries } from '../db/sync-countries';
import { DEMO_PASSWORD, type DemoAccountIds, type DemoExhibitors, seedDemoAccounts } from '../seed/demo-accounts';
import { createAdminUser, createAuthority } from '../lib/accounts/create-accounts';

/** Staff holding exactly one management key each: the permission matrix tries every grant beyond it. */
export const MANAGER_KEYS = { accountManager: 'organizer.account-manage', authorityManager: 'organizer.authority-manage' } as const;
export type ManagerName = keyof typeof MANAGER_KEYS;

export interface Fixtures {
  exhibitors: DemoExhibitors;
  accounts: DemoAccountIds;
  /** the managers' accounts and each one's authority */
  managers: Record<ManagerName, { account: number; authority: number }>;
  hallId: number;
}

/** The smallest world the demo principals need: three companies and the demo accounts. */
export async function seedFixtures(db: Database): Promise<Fixtures> {
  await syncCountries(db);
  const [hall] = await db.insert(halls).values({ name_zh: '1号馆', name_en: 'Hall 1' }).returning({ id: halls.id });
  const rows = await db
    .insert(exhibitors)
    .values([
      { name_zh_cn: '上海演示电子有限公司', name_en: 'Shanghai Demo Electronics Co., Ltd.', country: 'CN', hall_id: hall.id, booth: '1A01', exhibitor_types: ['Local'], is_edit: true, intro_zh: '演示展商', intro_en: 'Demo exhibitor' },
      { name_zh_cn: '竞品科技股份有限公司', name_en: 'Rival Technology Inc.', country: 'US', hall_id: hall.id, booth: '1B02', exhibitor_types: ['International'], is_edit: true, intro_zh: '竞品展商', intro_en: 'Rival exhibitor' },
      { name_zh_cn: '新锐半导体有限公司', name_en: '', country: null, exhibitor_types: ['FIE'], is_edit: false },
    ])
    .returning({ id: exhibitors.id });
  const demoExhibitors = { main: rows[0].id, rival: rows[1].id, newcomer: rows[2].id };
  const accounts = await seedDemoAccounts(db, demoExhibitors);
  return { exhibitors: demoExhibitors, accounts, managers: await seedManagers(db), hallId: hall.id };
}

async function seedManagers(db: Database): Promise<Fixtures['managers']> {
  const managers = {} as Fixtures['managers'];
  for (const [name, key] of Object.entries(MANAGER_KEYS) as [ManagerName, string][]) {
    const authority = await createAuthority(db, `仅${key}`, [key]);
    const account = await createAdminUser(db, { kind: 'web', userName: `${name.toLowerCase()}`, password: DEMO_PASSWORD, nickName: name, authorityIds: [authority] });
    managers[name] = { account, authority };
  }
  return managers;
}
