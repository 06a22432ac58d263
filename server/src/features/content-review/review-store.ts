import type { ReviewAction, ReviewKind } from '@fair/shared/contracts/content-review';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { recordOperations } from '../../lib/audit/record-operation';
import { escapeHtmlText } from '../../lib/html/escape-text';
import { translate } from '../../lib/i18n/translate';
import type { Principal } from '../../lib/session/principal';
import { changeStates, deleteItems, findAny } from '../content';
import { type NewMessage, sendMessages } from '../messages';
import { REVIEW_KIND_SPECS } from './review-kinds';

export type ReviewOperation = ReviewAction | 'delete';

/** The bell message one exhibitor gets for one action on its items, in both languages. */
function noticeOf(kind: ReviewKind, operation: ReviewOperation, names: string[]): NewMessage {
  const text = (locale: 'zh-cn' | 'en-us') => {
    const what = translate(locale, `contentReview.kinds.${kind}`);
    return {
      title: translate(locale, `contentReview.notice.${operation}`, { kind: what, count: names.length }),
      content: `<p>${escapeHtmlText(translate(locale, `contentReview.notice.${operation}Body`, { kind: what }))}</p><ul>${names.map((name) => `<li>${escapeHtmlText(name)}</li>`).join('')}</ul>`,
    };
  };
  const zh = text('zh-cn');
  const en = text('en-us');
  return { title_zh: zh.title, title_en: en.title, content_zh: zh.content, content_en: en.content };
}

/**
 * Takes at once, in id order, the rows this action's triggers lock one item at a time (each company's
 * completion; a deleted product's category counts): two reviews over the same companies then queue instead of
 * deadlocking, whatever order their items come in.
 */
async function lockTouchedRows(tx: Tx, kind: ReviewKind, operation: ReviewOperation, rows: readonly { id: number; exhibitor_id: number }[]): Promise<void> {
  const companies = [...new Set(rows.map((row) => row.exhibitor_id))];
  await tx.execute(sql`select 1 from exhibitors where id in ${companies} order by id for no key update`);
  if (kind === 'product' && operation === 'delete') {
    const ids = rows.map((row) => row.id);
    await tx.execute(sql`select 1 from product_categories where id in (select unnest(fair_category_lineage(category_id)) from product_category_links where product_id in ${ids}) order by id for no key update`);
  }
}

/**
 * Publishes, withdraws or deletes items of any exhibitors, with the exhibitor side's own content rules, in
 * one transaction with the operation log (an entry per item) and one bell message per exhibitor concerned.
 * Ids not found are left out; answers the exhibitors whose items changed.
 */
export async function reviewItems(db: Database, actor: Principal, kind: ReviewKind, ids: readonly number[], operation: ReviewOperation): Promise<{ changed: number; exhibitorIds: number[] }> {
  const { table, entity, nameOf } = REVIEW_KIND_SPECS[kind];
  return db.transaction(async (tx) => {
    const rows = await findAny(tx, table, ids);
    // publishing a published item (or withdrawing a draft) changes nothing and tells nobody
    const affected = operation === 'delete' ? rows : rows.filter((row) => row.status !== (operation === 'publish' ? 'published' : 'draft'));
    if (affected.length === 0) return { changed: 0, exhibitorIds: [] };
    await lockTouchedRows(tx, kind, operation, affected);
    if (operation === 'delete') await deleteItems(tx, table, affected);
    else await changeStates(tx, table, affected, operation);
    await recordOperations(
      tx,
      actor,
      affected.map((row) => ({
        action: operation,
        entity,
        entityId: row.id,
        before: { exhibitor_id: row.exhibitor_id, name: nameOf(row), status: row.status },
        after: operation === 'delete' ? null : { exhibitor_id: row.exhibitor_id, name: nameOf(row), status: operation === 'publish' ? 'published' : 'draft' },
      })),
    );
    const byExhibitor = new Map<number, string[]>();
    for (const row of affected) byExhibitor.set(row.exhibitor_id, [...(byExhibitor.get(row.exhibitor_id) ?? []), nameOf(row)]);
    await sendMessages(
      tx,
      [...byExhibitor].map(([exhibitorId, names]) => ({ exhibitorId, message: noticeOf(kind, operation, names) })),
    );
    return { changed: affected.length, exhibitorIds: [...byExhibitor.keys()] };
  });
}
