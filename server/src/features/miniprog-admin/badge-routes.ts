import { MINIPROG_ADMIN_PATHS, miniprogBadge, type MiniprogBadge } from '@fair/shared/contracts/miniprog';
import { miniprogBadgeForm, miniprogEnabledListQuery } from '@fair/shared/validation/miniprog';
import { miniprogBadges } from '../../db/schema/miniprog';
import { enableSwitch, enabledNameWhere, fieldsOf, iso, isoOrNull, linkAndSchedule, orderedRoutes } from './miniprog-kit';
import { withinSchedule } from '../../lib/time/schedule';

const paths = MINIPROG_ADMIN_PATHS.badge;

function badgeOf(row: typeof miniprogBadges.$inferSelect, now: Date): MiniprogBadge {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    link_type: row.link_type,
    link: row.link,
    page: row.page,
    position: row.position,
    enabled: row.enabled,
    sort: row.sort,
    starts_at: isoOrNull(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    live: row.enabled && withinSchedule(row, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** /buoy/buoy-manage: floating badges (icon, target, page, corner, schedule, enabled). */
export default orderedRoutes({
  table: miniprogBadges,
  entity: 'miniprog-badge',
  paths,
  summaries: {
    list: 'Floating badges in display order; search by name',
    info: 'One badge',
    save: 'Create (no id, placed last) or update a badge',
    sort: 'The new order of all badges: every id, first to last (409 when the list changed meanwhile)',
    delete: 'Delete a badge',
  },
  item: miniprogBadge,
  itemOf: badgeOf,
  listQuery: miniprogEnabledListQuery,
  where: enabledNameWhere(miniprogBadges),
  form: miniprogBadgeForm,
  valuesOf: (form) => ({ ...linkAndSchedule(form), ...fieldsOf(form, ['name', 'icon', 'page', 'position', 'enabled']) }),
  switches: [enableSwitch(paths.enable, 'Enable or disable a badge')],
});
