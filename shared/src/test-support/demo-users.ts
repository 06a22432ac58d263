import type { ExhibitorSummary, UserInfo } from '../contracts/auth';

/** The company of exhibitor@demo.fair as GET exhibitors/user/info summarises it: a saved profile. */
export const DEMO_COMPANY: ExhibitorSummary = {
  id: 7,
  logo: null,
  name_zh_cn: '示例电子',
  name_en: 'Demo Electronics',
  country: 'CN',
  country_info: '中国',
  hall: 'N1',
  booth: 'A01',
  is_edit: true,
};

/** The demo exhibitor's main account (every team power); tests override what they are about. */
export function demoExhibitor(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    user_name: 'exhibitor@demo.fair',
    nick_name: '演示展商',
    avatar: null,
    sys_api_token: 'x',
    clientType: 'exhibitor',
    permission: [],
    is_child_user: 0,
    team_auth: [],
    wa_channels: [],
    exhibitor: DEMO_COMPANY,
    ...overrides,
  };
}

/** new@demo.fair: an exhibitor whose profile is not saved yet (SPEC §4: every page leads to /user/edit). */
export function demoNewExhibitor(overrides: Partial<UserInfo> = {}): UserInfo {
  return demoExhibitor({ id: 3, user_name: 'new@demo.fair', exhibitor: { ...DEMO_COMPANY, id: 3, is_edit: false }, ...overrides });
}

/** A sub-account of the demo exhibitor holding only the given power keys (SPEC §6 team_auth). */
export function demoSubAccount(powerKeys: readonly string[], overrides: Partial<UserInfo> = {}): UserInfo {
  return demoExhibitor({ id: 2, user_name: 'staff@demo.fair', is_child_user: 1, team_auth: powerKeys.map((power_key) => ({ power_key })), ...overrides });
}

/** An organizer account: `organizer` holds `all`, `editor` only the dashboard and exhibitor news (the demo accounts). */
export function demoOrganizer(permission: readonly string[] = ['all'], overrides: Partial<UserInfo> = {}): UserInfo {
  const { exhibitor: _company, ...user } = demoExhibitor();
  return { ...user, id: 10, user_name: permission.includes('all') ? 'organizer' : 'editor', nick_name: '', clientType: 'organizer', permission: [...permission], ...overrides };
}

export const DEMO_EDITOR_PERMISSION = ['organizer.dashboard', 'news.exhibitor-news-manage'] as const;

/** The mini-programme administrator (no role checks, SPEC §6). */
export function demoMiniprog(overrides: Partial<UserInfo> = {}): UserInfo {
  const { exhibitor: _company, ...user } = demoExhibitor();
  return { ...user, id: 20, user_name: 'miniprog', nick_name: '', clientType: 'miniprog', ...overrides };
}
