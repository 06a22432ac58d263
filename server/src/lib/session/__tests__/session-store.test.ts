import { useTestDatabase } from '../../../test/test-database';
import { sessionLifetimeMs } from '../lifetimes';
import { resolveToken } from '../resolve-token';
import { type SessionRow, createSession, renewIfDue } from '../session-store';

describe('renewIfDue', () => {
  const database = useTestDatabase();

  it('hands out one successor per session: a second request holding the same session gets none', async () => {
    const start = new Date();
    const issued = await createSession(database.db, { principalKind: 'exhibitor_account', principalId: database.fixtures.accounts.exhibitor, clientType: 'exhibitor', remember: false }, start);
    const { session } = (await resolveToken(database.db, issued.token, start)) as { session: SessionRow };
    const pastHalf = new Date(start.getTime() + sessionLifetimeMs(false) * 0.6);
    const successor = await renewIfDue(database.db, session, pastHalf);
    expect(successor?.token).toEqual(expect.any(String));
    expect(await renewIfDue(database.db, session, pastHalf)).toBeNull();
  });
});
