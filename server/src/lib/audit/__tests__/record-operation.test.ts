import { eq } from 'drizzle-orm';
import { operationLogs } from '../../../db/schema/operation-log';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import type { Principal } from '../../session/principal';
import { changedFields, recordOperation } from '../record-operation';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const organizer = (): Principal => ({
  sessionId: 0,
  kind: 'admin_user',
  accountId: t.fixtures.accounts.organizer,
  exhibitorId: null,
  expiresAt: new Date(),
  clientType: 'organizer',
  permission: ['all'],
  is_child_user: 0,
  team_auth: [],
});

describe('operation log', () => {
  it('keeps only the fields that changed, as [before, after]', () => {
    expect(changedFields({ name: 'A', sort: 1, booth: null }, { name: 'B', sort: 1, booth: 'A12' })).toEqual({ name: ['A', 'B'], booth: [null, 'A12'] });
    expect(changedFields(undefined, { name: 'New' })).toEqual({ name: [null, 'New'] });
    expect(changedFields({ types: ['FIE'] }, { types: ['FIE'] })).toEqual({});
  });

  it('never records passwords, tokens or hashes, whatever their names', () => {
    const changes = changedFields(
      { password_hash: 'x', name: 'a' },
      { password: 'Secret~123', operator_password: 'Op~12345', sys_api_token: 't', set_password_token: 'u', code: '123456', name: 'b' },
    );
    expect(changes).toEqual({ name: ['a', 'b'] });
  });

  it('writes who, what, which record and the changes, with the actor name of the moment', async () => {
    await recordOperation(t.db, organizer(), { action: 'update', entity: 'hall', entityId: 7, before: { name_en: 'Hall 1' }, after: { name_en: 'Hall 1A', password: 'never' } });
    const [row] = await t.db.select().from(operationLogs).where(eq(operationLogs.entity_id, '7'));
    expect(row).toMatchObject({ actor_kind: 'admin_user', actor_name: 'organizer', action: 'update', entity: 'hall', changes: { name_en: ['Hall 1', 'Hall 1A'] } });
    expect(JSON.stringify(row)).not.toContain('never');
  });

  it('rolls back with the write it belongs to', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordOperation(tx, organizer(), { action: 'delete', entity: 'hall', entityId: 'rolled-back', before: { name_en: 'Gone' } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.db.select().from(operationLogs).where(eq(operationLogs.entity_id, 'rolled-back'))).toEqual([]);
  });
});
