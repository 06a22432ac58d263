import { MINIPROG_ADMIN_PATHS, miniprogPopup, type MiniprogPopup } from '@fair/shared/contracts/miniprog';
import { miniprogEnabledListQuery, miniprogPopupForm } from '@fair/shared/validation/miniprog';
import { miniprogPopups } from '../../db/schema/miniprog';
import { enableSwitch, enabledNameWhere, fieldsOf, iso, isoOrNull, linkAndSchedule, orderedRoutes } from './miniprog-kit';
import { withinSchedule } from '../../lib/time/schedule';

const paths = MINIPROG_ADMIN_PATHS.popup;

function popupOf(row: typeof miniprogPopups.$inferSelect, now: Date): MiniprogPopup {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    link_type: row.link_type,
    link: row.link,
    audience: row.audience,
    enabled: row.enabled,
    sort: row.sort,
    starts_at: isoOrNull(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    live: row.enabled && withinSchedule(row, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** /popup/popup-manage: popups on opening the mini-programme (image, target, audience, schedule, enabled). */
export default orderedRoutes({
  table: miniprogPopups,
  entity: 'miniprog-popup',
  paths,
  summaries: {
    list: 'Popups in display order; search by name',
    info: 'One popup',
    save: 'Create (no id, placed last) or update a popup',
    sort: 'The new order of all popups: every id, first to last (409 when the list changed meanwhile)',
    delete: 'Delete a popup',
  },
  item: miniprogPopup,
  itemOf: popupOf,
  listQuery: miniprogEnabledListQuery,
  where: enabledNameWhere(miniprogPopups),
  form: miniprogPopupForm,
  valuesOf: (form) => ({ ...linkAndSchedule(form), ...fieldsOf(form, ['name', 'image', 'audience', 'enabled']) }),
  switches: [enableSwitch(paths.enable, 'Enable or disable a popup')],
});
