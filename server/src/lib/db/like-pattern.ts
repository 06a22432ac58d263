/** An ILIKE pattern matching `text` anywhere, literally: % and _ typed by the user are not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
