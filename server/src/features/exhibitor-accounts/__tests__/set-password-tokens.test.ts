import { useTestDatabase } from '../../../test/test-database';
import { checkSetPasswordToken, issueSetPasswordToken, spendSetPasswordToken } from '../set-password-tokens';

/** The one-time links at the store's level: what each refusal says, and whose password a link sets. */
describe('set-password tokens', () => {
  const database = useTestDatabase();

  it('refuses a token that was never issued as an invalid link', async () => {
    await expect(checkSetPasswordToken(database.db, 'never-issued')).rejects.toMatchObject({ statusCode: 404, messageKey: 'exhibitorAccounts.linkInvalid' });
    await expect(spendSetPasswordToken(database.db, 'never-issued', 'Linked~2025')).rejects.toMatchObject({ statusCode: 404, messageKey: 'exhibitorAccounts.linkInvalid' });
  });

  it('spends a link for the account it was issued to, once', async () => {
    const { token } = await issueSetPasswordToken(database.db, database.fixtures.accounts.rival);
    expect(await spendSetPasswordToken(database.db, token, 'Linked~2025')).toEqual({ accountId: database.fixtures.accounts.rival });
    await expect(spendSetPasswordToken(database.db, token, 'Linked~2026')).rejects.toMatchObject({ statusCode: 410, messageKey: 'exhibitorAccounts.linkUsed' });
  });
});
