import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ContentKind } from '@fair/shared/contracts/content';
import type { PowerKey } from '@fair/shared/access/role-keys';
import { hasVisibleContent } from '@fair/shared/validation/content-fields';
import type { Database } from '../../db/client';
import type { activities } from '../../db/schema/activities';
import type { news } from '../../db/schema/news';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import type { MessageKey } from '../../lib/i18n/translate';
import type { FieldProblem } from '../../lib/http/validation-errors';
import type { ContentDefinition, ContentForm } from './content-definition';
import { contentStateView } from './content-schemas';
import { stateView } from './content-state';

type RichTextTable = typeof news | typeof activities;
type Row = RichTextTable['$inferSelect'];
const RICH_TEXT_FIELDS = ['content_zh', 'content_en'] as const;

interface RichTextKind<Form extends ContentForm> {
  kind: ContentKind;
  tag: string;
  powerKey: PowerKey;
  table: RichTextTable;
  notFoundKey: MessageKey;
  formSchema: z.ZodType<Form>;
  /** plain-text columns besides the bilingual title, stored as given (activities: location) */
  textFields: readonly string[];
}

/**
 * News and booth activities: bilingual title, sanitised bilingual HTML content and optional extra text
 * columns. The HTML is sanitised on save; content that sanitising empties counts as missing.
 */
export function richTextDefinition<Form extends ContentForm & Record<string, unknown>>(spec: RichTextKind<Form>): ContentDefinition<RichTextTable, Form> {
  const { table } = spec;
  const textColumns = ['title_zh', 'title_en', ...spec.textFields];
  const listItemSchema = z.object({ ...contentStateView, ...Object.fromEntries(textColumns.map((name) => [name, z.string()])) });
  const itemSchema = listItemSchema.extend({ content_zh: z.string().describe('sanitised HTML'), content_en: z.string().describe('sanitised HTML') });
  const pick = (row: Row, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, (row as Record<string, unknown>)[name]]));

  return {
    kind: spec.kind,
    tag: spec.tag,
    powerKey: spec.powerKey,
    table,
    searchColumns: [table.title_zh, table.title_en],
    notFoundKey: spec.notFoundKey,
    formSchema: spec.formSchema,
    itemSchema,
    listItemSchema,
    listColumns: {},
    toItems: async (_db, rows) => rows.map((row) => ({ ...stateView(row), ...pick(row, [...textColumns, ...RICH_TEXT_FIELDS]) })),
    toListItems: async (_db, rows) => rows.map((row) => ({ ...stateView(row), ...pick(row, textColumns) })),
    referenceProblems: async (_db, _exhibitorId, form) => {
      const problems: FieldProblem[] = [];
      for (const field of RICH_TEXT_FIELDS) {
        if (!hasVisibleContent(sanitizeRichText(String(form[field])))) problems.push({ field, messageKey: 'validation.required' });
      }
      return problems;
    },
    write: async (tx: Database, exhibitorId, form, state, currentId) => {
      const fields = {
        ...Object.fromEntries(textColumns.map((name) => [name, form[name]])),
        content_zh: sanitizeRichText(String(form.content_zh)),
        content_en: sanitizeRichText(String(form.content_en)),
        ...state,
      } as Partial<Row> & Pick<Row, 'title_zh' | 'title_en' | 'content_zh' | 'content_en'>;
      const [row] =
        currentId === undefined
          ? await tx.insert(table).values({ ...fields, exhibitor_id: exhibitorId }).returning({ id: table.id })
          : await tx.update(table).set(fields).where(and(eq(table.id, currentId), eq(table.exhibitor_id, exhibitorId))).returning({ id: table.id });
      return row.id;
    },
  };
}
