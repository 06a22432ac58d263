/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether the error is a unique violation, of the named index when one is given. Drizzle wraps the
 * driver's error (PGlite and node-postgres alike), so the code and the constraint may sit on a cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}
