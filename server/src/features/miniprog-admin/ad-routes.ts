import { and, eq } from 'drizzle-orm';
import { MINIPROG_ADMIN_PATHS, miniprogAd, type MiniprogAd } from '@fair/shared/contracts/miniprog';
import { miniprogAdForm, miniprogAdListQuery } from '@fair/shared/validation/miniprog';
import { miniprogAds } from '../../db/schema/miniprog';
import { enableSwitch, iso, keywordWhere, orderedRoutes } from './miniprog-kit';

const paths = MINIPROG_ADMIN_PATHS.ad;

function adOf(row: typeof miniprogAds.$inferSelect): MiniprogAd {
  return {
    id: row.id,
    image: row.image,
    position: row.position,
    page: row.page,
    open_mode: row.open_mode,
    target_url: row.target_url,
    click_count: row.click_count,
    enabled: row.enabled,
    sort: row.sort,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** /advertising/advertising-manage: mini-programme ads under the SPEC §5 ad rules (image, open mode, http(s) link). */
export default orderedRoutes({
  table: miniprogAds,
  entity: 'miniprog-ad',
  paths,
  summaries: {
    list: 'Ads in display order; search by target address',
    info: 'One ad',
    save: 'Create (no id, placed last) or update an ad; the click count is kept',
    sort: 'The new order of all ads: every id, first to last (409 when the list changed meanwhile)',
    delete: 'Delete an ad',
  },
  item: miniprogAd,
  itemOf: adOf,
  listQuery: miniprogAdListQuery,
  where: ({ enabled, keyword, page_name: pageName }) =>
    and(enabled === undefined ? undefined : eq(miniprogAds.enabled, enabled), pageName ? eq(miniprogAds.page, pageName) : undefined, keywordWhere(keyword, [miniprogAds.target_url])),
  form: miniprogAdForm,
  valuesOf: ({ id: _id, ...values }) => values,
  switches: [enableSwitch(paths.enable, 'Enable or disable an ad')],
});
