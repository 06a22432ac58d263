import type { Database } from '../../db/client';
import { adminUserAuthorities, adminUsers, authorities, authorityRouteKeys } from '../../db/schema/admins';
import { accountPowers, exhibitorAccounts } from '../../db/schema/exhibitors';
import { generateSysApiToken, hashPassword } from './password';

/** Accounts keep the e-mail trimmed and lower-cased so login matches whatever case was typed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAdminUser {
  kind: 'web' | 'miniprog';
  userName: string;
  password: string;
  nickName?: string;
  authorityIds?: number[];
}

export async function createAdminUser(db: Database, input: NewAdminUser): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({
        kind: input.kind,
        user_name: input.userName.trim(),
        password_hash: passwordHash,
        nick_name: input.nickName ?? input.userName.trim(),
        sys_api_token: generateSysApiToken(),
      })
      .returning({ id: adminUsers.id });
    if (input.authorityIds?.length) {
      await tx.insert(adminUserAuthorities).values(input.authorityIds.map((authority_id) => ({ admin_user_id: row.id, authority_id })));
    }
    return row.id;
  });
}

/** An authority (role) with its route keys; `all` grants every organizer route. */
export async function createAuthority(db: Database, name: string, routeKeys: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(authorities).values({ name }).returning({ id: authorities.id });
    if (routeKeys.length) await tx.insert(authorityRouteKeys).values(routeKeys.map((route_key) => ({ authority_id: row.id, route_key })));
    return row.id;
  });
}

export interface NewExhibitorAccount {
  exhibitorId: number;
  email: string;
  password: string;
  /** mobile digits for verification-code login */
  phone?: string;
  nickName?: string;
  /** a sub-account: only the listed power keys (SPEC §6 team_auth) */
  childPowers?: string[];
}

export async function createExhibitorAccount(db: Database, input: NewExhibitorAccount): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exhibitorAccounts)
      .values({
        exhibitor_id: input.exhibitorId,
        email,
        phone: input.phone ?? null,
        password_hash: passwordHash,
        nick_name: input.nickName ?? email,
        is_child_user: input.childPowers !== undefined,
        sys_api_token: generateSysApiToken(),
      })
      .returning({ id: exhibitorAccounts.id });
    if (input.childPowers?.length) {
      await tx.insert(accountPowers).values(input.childPowers.map((power_key) => ({ account_id: row.id, power_key })));
    }
    return row.id;
  });
}
