import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Lints each snippet as if it were the named file, with the repository's own ESLint config (outside jest's module system). */
function lintAs(files: Record<string, string>): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(REPO_ROOT)} });
    const files = JSON.parse(process.argv[1]);
    const out = {};
    for (const [file, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out[file] = result.messages.map((message) => message.ruleId + ': ' + message.message);
    }
    process.stdout.write(JSON.stringify(out));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], { cwd: REPO_ROOT, encoding: 'utf8' }));
}

describe('import boundaries of the lint config', () => {
  const problems = lintAs({
    'server/src/features/halls/probe-internal.ts': "export { contentCounts } from '../content/content-counts';\n",
    'server/src/features/halls/probe-entry.ts': "export { contentCounts } from '../content';\n",
    'server/src/features/halls/probe-helper.ts': "export { contentWorld } from '../content/__tests__/content-world';\n",
    'server/src/features/halls/__tests__/probe-helper.test.ts': "export { contentWorld } from '../../content/__tests__/content-world';\n",
    'server/src/lib/cache/probe-seed.ts': "export { DEMO_PASSWORD } from '../../seed/demo-accounts';\n",
    'server/src/db/schema/probe-lib.ts': "export { countUpTo } from '../../lib/db/count-up-to';\n",
    'shared/src/api/probe-session.ts': "export { sessionStore } from '../session/session-store';\n",
  });
  const rules = (file: string) => problems[file].map((problem) => problem.split(':')[0]);

  it('refuses a feature reaching into another feature, and lets it use the public entry', () => {
    expect(rules('server/src/features/halls/probe-internal.ts')).toEqual(['fair/feature-boundaries']);
    expect(problems['server/src/features/halls/probe-internal.ts'][0]).toContain("import its public entry ('../content')");
    expect(problems['server/src/features/halls/probe-entry.ts']).toEqual([]);
  });

  it('lets only tests use another feature\'s test helpers', () => {
    expect(rules('server/src/features/halls/probe-helper.ts')).toEqual(['fair/feature-boundaries']);
    expect(problems['server/src/features/halls/__tests__/probe-helper.test.ts']).toEqual([]);
  });

  it('refuses imports that point up the server\'s and shared\'s layers', () => {
    expect(rules('server/src/lib/cache/probe-seed.ts')).toEqual(['no-restricted-imports']);
    expect(rules('server/src/db/schema/probe-lib.ts')).toEqual(['no-restricted-imports']);
    expect(rules('shared/src/api/probe-session.ts')).toEqual(['no-restricted-imports']);
  });
});
