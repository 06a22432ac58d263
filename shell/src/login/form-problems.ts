import { ApiError } from '@fair/shared/api/api-error';

/** Field → message shown under it. */
export type FieldProblems = Record<string, string | undefined>;

interface ParseResult {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

/**
 * The shared auth schemas (zod), loaded when a form is first checked: zod stays out of the login
 * page's first download (the login path is kept light).
 */
export const loadAuthSchemas = () => import('@fair/shared/validation/auth');

/** The first problem of each field of a zod result, translated (messages are i18n keys). */
export function schemaProblems(result: ParseResult, t: (key: string) => string): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= t(issue.message);
  }
  return problems;
}

export const hasProblems = (problems: FieldProblems) => Object.values(problems).some(Boolean);

/**
 * A failed call as shown on the public screens: the server's field messages (already localised) under
 * their fields, anything else in the alert: its message, or the unreachable text without an answer.
 */
export function callProblems(error: unknown, t: (key: string) => string): { fields: FieldProblems; alert?: string } {
  if (error instanceof ApiError && error.kind === 'response') {
    const fields = error.fieldErrors;
    return hasProblems(fields) ? { fields } : { fields: {}, alert: error.message };
  }
  return { fields: {}, alert: t('shell:login.unreachable') };
}
