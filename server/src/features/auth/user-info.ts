import { eq, sql } from 'drizzle-orm';
import type { ExhibitorSummary, UserInfo } from '@fair/shared/contracts/auth';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { halls } from '../../db/schema/reference';
import type { ServerLocale } from '../../lib/i18n/locale';
import { pickText } from '../../lib/i18n/locale';
import { countryName } from '@fair/locales/countries';
import { AppError } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';

// prepared: the shell asks for the user on every start
const exhibitorInfoQuery = preparedPerDatabase((db) =>
  db
    .select({
      account: {
        id: exhibitorAccounts.id,
        phone: exhibitorAccounts.phone,
        email: exhibitorAccounts.email,
        nick_name: exhibitorAccounts.nick_name,
        avatar: exhibitorAccounts.avatar,
        sys_api_token: exhibitorAccounts.sys_api_token,
        wa_channels: exhibitorAccounts.wa_channels,
      },
      exhibitor: {
        id: exhibitors.id,
        logo: exhibitors.logo,
        name_zh_cn: exhibitors.name_zh_cn,
        name_en: exhibitors.name_en,
        country: exhibitors.country,
        booth: exhibitors.booth,
        is_edit: exhibitors.is_edit,
      },
      hall: { name_zh: halls.name_zh, name_en: halls.name_en },
    })
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
    .where(eq(exhibitorAccounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('user_info_exhibitor'),
);
const adminInfoQuery = preparedPerDatabase((db) =>
  db.select().from(adminUsers).where(eq(adminUsers.id, sql.placeholder('accountId'))).limit(1).prepare('user_info_admin'),
);

async function exhibitorUserInfo(db: Database, principal: Principal, locale: ServerLocale): Promise<UserInfo> {
  const [row] = await exhibitorInfoQuery(db).execute({ accountId: principal.accountId });
  if (!row) throw new AppError(401, 'errors.tokenInvalid');
  const summary: ExhibitorSummary = {
    ...row.exhibitor,
    country_info: row.exhibitor.country ? (countryName(row.exhibitor.country, locale) ?? row.exhibitor.country) : null,
    hall: row.hall ? pickText(locale, row.hall.name_zh, row.hall.name_en) : null,
  };
  return {
    id: row.account.id,
    user_name: row.account.email ?? row.account.phone ?? '',
    nick_name: row.account.nick_name,
    avatar: row.account.avatar,
    sys_api_token: row.account.sys_api_token,
    clientType: 'exhibitor',
    permission: principal.permission.slice(),
    is_child_user: principal.is_child_user,
    team_auth: principal.team_auth.map((entry) => ({ power_key: entry.power_key })),
    wa_channels: row.account.wa_channels,
    exhibitor: summary,
  };
}

async function adminUserInfo(db: Database, principal: Principal): Promise<UserInfo> {
  const [row] = await adminInfoQuery(db).execute({ accountId: principal.accountId });
  if (!row) throw new AppError(401, 'errors.tokenInvalid');
  return {
    id: row.id,
    user_name: row.user_name,
    nick_name: row.nick_name,
    avatar: row.avatar,
    sys_api_token: row.sys_api_token,
    clientType: principal.clientType,
    permission: principal.permission.slice(),
    is_child_user: 0,
    team_auth: [],
    wa_channels: row.wa_channels,
  };
}

/** SPEC §3 User for the session's account; exhibitors also get their company summary. */
export function userInfo(db: Database, principal: Principal, locale: ServerLocale): Promise<UserInfo> {
  return principal.kind === 'exhibitor_account' ? exhibitorUserInfo(db, principal, locale) : adminUserInfo(db, principal);
}
