import { POWER_KEYS } from '@fair/shared/access/role-keys';
import type { Database } from '../db/client';
import { createAdminUser, createAuthority, createExhibitorAccount } from '../lib/accounts/create-accounts';

/** Password of every demo account (team brief). */
export const DEMO_PASSWORD = 'Fair2025!';

export const DEMO_LOGINS = {
  exhibitor: 'exhibitor@demo.fair',
  rival: 'rival@demo.fair',
  newcomer: 'new@demo.fair',
  subWithPower: 'staff@demo.fair',
  subWithoutPower: 'viewer@demo.fair',
  organizer: 'organizer',
  editor: 'editor',
  miniprog: 'miniprog',
} as const;

/** Mobiles of the main demo exhibitor accounts, for verification-code login (codes go to the outbox in demo mode). */
export const DEMO_PHONES = {
  exhibitor: '13800138000',
  rival: '13900139000',
  newcomer: '13700137000',
} as const;

/** The limited organizer: only the dashboard and exhibitor news (team brief). */
export const EDITOR_ROLE_KEYS = ['organizer.dashboard', 'news.exhibitor-news-manage'] as const;

export interface DemoExhibitors {
  /** profile saved; owns exhibitor@demo.fair and both sub-accounts */
  main: number;
  /** another company, profile saved */
  rival: number;
  /** profile not saved yet */
  newcomer: number;
}

export interface DemoAccountIds {
  exhibitor: number;
  rival: number;
  newcomer: number;
  subWithPower: number;
  subWithoutPower: number;
  organizer: number;
  editor: number;
  miniprog: number;
}

/**
 * The demo accounts: three exhibitors' main accounts, two sub-accounts of the main exhibitor (one with
 * every power key, one with none), organizer `all`, the limited editor and the mini-programme admin.
 */
export async function seedDemoAccounts(db: Database, exhibitors: DemoExhibitors): Promise<DemoAccountIds> {
  const allAuthority = await createAuthority(db, '超级管理员', ['all']);
  const editorAuthority = await createAuthority(db, '新闻编辑', [...EDITOR_ROLE_KEYS]);
  // one after another: inside the seed's transaction, nested transactions must not interleave
  const exhibitor = await createExhibitorAccount(db, { exhibitorId: exhibitors.main, email: DEMO_LOGINS.exhibitor, phone: DEMO_PHONES.exhibitor, password: DEMO_PASSWORD, nickName: '演示展商' });
  const rival = await createExhibitorAccount(db, { exhibitorId: exhibitors.rival, email: DEMO_LOGINS.rival, phone: DEMO_PHONES.rival, password: DEMO_PASSWORD, nickName: '竞品展商' });
  const newcomer = await createExhibitorAccount(db, { exhibitorId: exhibitors.newcomer, email: DEMO_LOGINS.newcomer, phone: DEMO_PHONES.newcomer, password: DEMO_PASSWORD, nickName: '新展商' });
  const subWithPower = await createExhibitorAccount(db, { exhibitorId: exhibitors.main, email: DEMO_LOGINS.subWithPower, password: DEMO_PASSWORD, nickName: '展商员工', childPowers: [...POWER_KEYS] });
  const subWithoutPower = await createExhibitorAccount(db, { exhibitorId: exhibitors.main, email: DEMO_LOGINS.subWithoutPower, password: DEMO_PASSWORD, nickName: '只读员工', childPowers: [] });
  const organizer = await createAdminUser(db, { kind: 'web', userName: DEMO_LOGINS.organizer, password: DEMO_PASSWORD, nickName: '主办方管理员', authorityIds: [allAuthority] });
  const editor = await createAdminUser(db, { kind: 'web', userName: DEMO_LOGINS.editor, password: DEMO_PASSWORD, nickName: '新闻编辑', authorityIds: [editorAuthority] });
  const miniprog = await createAdminUser(db, { kind: 'miniprog', userName: DEMO_LOGINS.miniprog, password: DEMO_PASSWORD, nickName: '小程序管理员' });
  return { exhibitor, rival, newcomer, subWithPower, subWithoutPower, organizer, editor, miniprog };
}

