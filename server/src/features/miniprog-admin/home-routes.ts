import { and, eq } from 'drizzle-orm';
import { MINIPROG_ADMIN_PATHS, miniprogHomeItem, type MiniprogHomeItem } from '@fair/shared/contracts/miniprog';
import { miniprogHomeItemForm, miniprogHomeListQuery, miniprogHomeSortBody } from '@fair/shared/validation/miniprog';
import { miniprogHomeItems } from '../../db/schema/miniprog';
import { fieldsOf, iso, isoOrNull, keywordWhere, linkAndSchedule, orderedRoutes, stateSwitch } from './miniprog-kit';
import { withinSchedule } from '../../lib/time/schedule';

const paths = MINIPROG_ADMIN_PATHS.home;

function homeItemOf(row: typeof miniprogHomeItems.$inferSelect, now: Date): MiniprogHomeItem {
  return {
    id: row.id,
    block: row.block,
    image: row.image,
    title_zh: row.title_zh,
    title_en: row.title_en,
    link_type: row.link_type,
    link: row.link,
    sort: row.sort,
    status: row.status,
    starts_at: isoOrNull(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    live: row.status === 'published' && withinSchedule(row, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** /miniprog/dashboard: the banner carousel and the quick-entry icons of the mini-programme home, each block ordered. */
export default orderedRoutes({
  table: miniprogHomeItems,
  entity: 'miniprog-home-item',
  paths,
  summaries: {
    list: 'Banner or quick-entry items of one block, in display order; search by either title',
    info: 'One home item',
    save: 'Create (no id, placed last in its block) or update a banner or quick-entry item',
    sort: "The new order of one block: every item's id, first to last (409 when the block changed meanwhile)",
    delete: 'Delete a home item',
  },
  item: miniprogHomeItem,
  itemOf: homeItemOf,
  listQuery: miniprogHomeListQuery,
  where: ({ block, status, keyword }) =>
    and(eq(miniprogHomeItems.block, block), status ? eq(miniprogHomeItems.status, status) : undefined, keywordWhere(keyword, [miniprogHomeItems.title_zh, miniprogHomeItems.title_en])),
  form: miniprogHomeItemForm,
  valuesOf: (form) => ({ ...linkAndSchedule(form), ...fieldsOf(form, ['block', 'image', 'title_zh', 'title_en', 'status']) }),
  placement: (form) => ({ group: eq(miniprogHomeItems.block, form.block), moves: (before) => before.block !== form.block }),
  sorting: { body: miniprogHomeSortBody, group: (body) => eq(miniprogHomeItems.block, body.block) },
  switches: [stateSwitch(paths.state, 'Publish or withdraw a home item')],
});
