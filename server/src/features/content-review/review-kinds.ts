import type { ReviewKind } from '@fair/shared/contracts/content-review';
import type { OrganizerRoleKey } from '@fair/shared/access/role-keys';
import { activities } from '../../db/schema/activities';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import type { RouteAccess } from '../../lib/access/route-access';
import type { MessageKey } from '../../lib/i18n/translate';
import type { ContentTable } from '../content';

export interface ReviewKindSpec {
  table: ContentTable;
  roleKey: OrganizerRoleKey;
  access: RouteAccess;
  /** the operation log's entity */
  entity: string;
  notFoundKey: MessageKey;
  /** the item's name in a bell message (a product's name, an item's title) */
  nameOf(row: Record<string, unknown>): string;
}

const spec = (table: ContentTable, roleKey: OrganizerRoleKey, entity: string, notFoundKey: MessageKey, nameColumn: 'name_zh' | 'title_zh'): ReviewKindSpec => ({
  table,
  roleKey,
  access: { clientTypes: ['organizer'], roleKey },
  entity,
  notFoundKey,
  nameOf: (row) => String(row[nameColumn] ?? ''),
});

/** Each content kind's table, the SPEC §6 role key of its review screen, and how the log and the bell name it. */
export const REVIEW_KIND_SPECS: Record<ReviewKind, ReviewKindSpec> = {
  product: spec(products, 'exhibit.exhibit-data-manage', 'product', 'products.notFound', 'name_zh'),
  news: spec(news, 'news.exhibitor-news-manage', 'news', 'news.notFound', 'title_zh'),
  activity: spec(activities, 'activity.exhibit-activity-manage', 'activity', 'activities.notFound', 'title_zh'),
};
