/**
 * Formula injection in exported sheets: a text cell whose first character is = + - or @ (or a tab or
 * carriage return, which spreadsheet programs strip before reading the rest) may be run as a formula
 * when a user edits and re-saves the file. Such text gets a leading apostrophe, so it stays text.
 * Numbers, dates and booleans are written as typed cells and need nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to write into a sheet cell. */
export function escapeSheetFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The escape taken off again, for imports of sheets this product exported: an apostrophe followed by a
 * formula start goes; any other apostrophe is the user's own text.
 */
export function unescapeSheetFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A cell value with its text escaped; other types pass through unchanged. */
export function escapeSheetCell<T>(value: T): T | string {
  return typeof value === 'string' ? escapeSheetFormula(value) : value;
}

/** Every text value of one row escaped (a sheet row as an object keyed by column). */
export function escapeSheetRow<R extends Record<string, unknown>>(row: R): { [K in keyof R]: R[K] | string } {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, escapeSheetCell(value)])) as { [K in keyof R]: R[K] | string };
}
