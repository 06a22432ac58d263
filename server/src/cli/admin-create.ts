import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '@fair/shared/constants/limits';
import { isPlainName } from '@fair/shared/validation/control-characters';
import { ConfigError, loadConfig } from '../config/config';
import { type Database, openDatabase } from '../db/client';
import { adminUsers, authorities, authorityRouteKeys } from '../db/schema/admins';
import { syncCountries } from '../db/sync-countries';
import { createAdminUser, createAuthority } from '../lib/accounts/create-accounts';

const USAGE = `npm run admin:create -w server [-- --user-name NAME --password PASSWORD [--kind web|miniprog]]
  Creates an organizer (web admin, permission "all") or a mini-programme admin.
  Missing values are asked for; the password needs ${PASSWORD_MIN_LENGTH}+ letters, digits or ~!#$%^&*()_.`;

const SUPER_AUTHORITY = '超级管理员';

/** The authority granting `all`, created on first use. */
async function superAuthority(db: Database): Promise<number> {
  const [existing] = await db
    .select({ id: authorities.id })
    .from(authorities)
    .innerJoin(authorityRouteKeys, eq(authorityRouteKeys.authority_id, authorities.id))
    .where(and(eq(authorities.name, SUPER_AUTHORITY), eq(authorityRouteKeys.route_key, 'all')))
    .limit(1);
  return existing?.id ?? createAuthority(db, SUPER_AUTHORITY, ['all']);
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden && process.stdin.isTTY) {
    // echo nothing while the password is typed
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(question);
    };
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
    if (hidden && process.stdin.isTTY) process.stdout.write('\n');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'user-name': { type: 'string' }, password: { type: 'string' }, kind: { type: 'string', default: 'web' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.kind !== 'web' && values.kind !== 'miniprog') throw new UsageError('--kind must be web or miniprog');
  const userName = (values['user-name'] ?? (await ask('User name: '))).trim();
  if (!userName || userName.length > 64) throw new UsageError('the user name must have 1 to 64 characters');
  if (!isPlainName(userName)) throw new UsageError('the user name must not contain control, zero-width or direction characters');
  const password = values.password ?? (await ask('Password: ', true));
  if (!PASSWORD_PATTERN.test(password)) throw new UsageError(`the password needs ${PASSWORD_MIN_LENGTH}+ letters, digits or ~!#$%^&*()_`);

  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await handle.migrate();
    await syncCountries(handle.db);
    const [taken] = await handle.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.kind, values.kind), eq(adminUsers.user_name, userName)));
    if (taken) throw new UsageError(`an admin named "${userName}" already exists`);
    const authorityIds = values.kind === 'web' ? [await superAuthority(handle.db)] : [];
    const id = await createAdminUser(handle.db, { kind: values.kind, userName, password, authorityIds });
    console.log(`Created ${values.kind === 'web' ? 'organizer (permission all)' : 'mini-programme admin'} "${userName}" (id ${id}).`);
  } finally {
    await handle.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
