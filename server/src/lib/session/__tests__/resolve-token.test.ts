import { eq } from 'drizzle-orm';
import { adminUsers } from '../../../db/schema/admins';
import { exhibitors } from '../../../db/schema/exhibitors';
import { EDITOR_ROLE_KEYS } from '../../../seed/demo-accounts';
import { useTestDatabase } from '../../../test/test-database';
import { createAdminUser } from '../../accounts/create-accounts';
import { resolveToken } from '../resolve-token';
import { createSession } from '../session-store';

/**
 * Who stands behind a token, for every kind of caller, straight from the store: the request-level tests see it
 * through routes, where a ban also revokes the sessions; here a session is left standing to show the check itself.
 */
describe('resolveToken', () => {
  const database = useTestDatabase();

  const sessionOf = (principalKind: 'exhibitor_account' | 'admin_user', principalId: number, clientType: 'exhibitor' | 'organizer' | 'miniprog', now = new Date()) =>
    createSession(database.db, { principalKind, principalId, clientType, remember: false }, now);

  it('gives an organizer its role keys, a mini-programme admin none, and an exhibitor its company and saved profile', async () => {
    const editor = await resolveToken(database.db, (await sessionOf('admin_user', database.fixtures.accounts.editor, 'organizer')).token);
    expect(editor).toMatchObject({ status: 'active', principal: { kind: 'admin_user', accountId: database.fixtures.accounts.editor, exhibitorId: null, permission: [...EDITOR_ROLE_KEYS].sort(), is_child_user: 0, team_auth: [] } });
    const miniprog = await resolveToken(database.db, (await sessionOf('admin_user', database.fixtures.accounts.miniprog, 'miniprog')).token);
    expect(miniprog).toMatchObject({ status: 'active', principal: { kind: 'admin_user', permission: [], team_auth: [] } });
    const exhibitor = await resolveToken(database.db, (await sessionOf('exhibitor_account', database.fixtures.accounts.exhibitor, 'exhibitor')).token);
    expect(exhibitor).toMatchObject({ status: 'active', principal: { kind: 'exhibitor_account', exhibitorId: database.fixtures.exhibitors.main, profileSaved: true, is_child_user: 0, team_auth: [] } });
    const newcomer = await resolveToken(database.db, (await sessionOf('exhibitor_account', database.fixtures.accounts.newcomer, 'exhibitor')).token);
    expect(newcomer).toMatchObject({ status: 'active', principal: { exhibitorId: database.fixtures.exhibitors.newcomer, profileSaved: false } });
  });

  it('is expired from its expiry instant on, not a millisecond later', async () => {
    const issued = await sessionOf('exhibitor_account', database.fixtures.accounts.rival, 'exhibitor');
    const expiry = (await resolveToken(database.db, issued.token)) as { status: 'active'; session: { expires_at: Date } };
    const at = expiry.session.expires_at.getTime();
    expect((await resolveToken(database.db, issued.token, new Date(at - 1))).status).toBe('active');
    expect(await resolveToken(database.db, issued.token, new Date(at))).toEqual({ status: 'expired' });
  });

  it('turns away a staff account that was disabled or deleted while its session stood', async () => {
    const staff = await createAdminUser(database.db, { kind: 'web', userName: 'resolve-staff', password: 'Staff~2025_ok' });
    const issued = await sessionOf('admin_user', staff, 'organizer');
    expect((await resolveToken(database.db, issued.token)).status).toBe('active');
    await database.db.update(adminUsers).set({ banned: true }).where(eq(adminUsers.id, staff));
    expect(await resolveToken(database.db, issued.token)).toEqual({ status: 'invalid' });
    const other = await createAdminUser(database.db, { kind: 'web', userName: 'resolve-gone', password: 'Staff~2025_ok' });
    const orphan = await sessionOf('admin_user', other, 'organizer');
    await database.db.delete(adminUsers).where(eq(adminUsers.id, other));
    expect(await resolveToken(database.db, orphan.token)).toEqual({ status: 'invalid' });
    expect(await resolveToken(database.db, 'never-issued')).toEqual({ status: 'invalid' });
  });

  it('reads the saved-profile flag from the company as it stands now', async () => {
    const issued = await sessionOf('exhibitor_account', database.fixtures.accounts.newcomer, 'exhibitor');
    await database.db.update(exhibitors).set({ is_edit: true }).where(eq(exhibitors.id, database.fixtures.exhibitors.newcomer));
    expect(await resolveToken(database.db, issued.token)).toMatchObject({ principal: { profileSaved: true } });
    await database.db.update(exhibitors).set({ is_edit: false }).where(eq(exhibitors.id, database.fixtures.exhibitors.newcomer));
  });
});
