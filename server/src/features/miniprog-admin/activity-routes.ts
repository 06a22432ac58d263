import { and, eq } from 'drizzle-orm';
import { MINIPROG_ADMIN_PATHS, miniprogActivity, type MiniprogActivity } from '@fair/shared/contracts/miniprog';
import { miniprogActivityForm, miniprogActivityListQuery, scheduleProblem } from '@fair/shared/validation/miniprog';
import { miniprogActivities } from '../../db/schema/miniprog';
import { sanitizeRichText } from '../../lib/html/sanitize-rich-text';
import { assertNoProblem, dateOrNull, iso, isoOrNull, keywordWhere, orderedRoutes, stateSwitch, visibilitySwitch } from './miniprog-kit';

const paths = MINIPROG_ADMIN_PATHS.activity;

function activityOf(row: typeof miniprogActivities.$inferSelect): MiniprogActivity {
  return {
    id: row.id,
    title_zh: row.title_zh,
    title_en: row.title_en,
    image: row.image,
    starts_at: iso(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    place_zh: row.place_zh,
    place_en: row.place_en,
    content_zh: row.content_zh,
    content_en: row.content_en,
    sort: row.sort,
    status: row.status,
    hidden: row.hidden,
    live: row.status === 'published' && !row.hidden,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** /activity/activity-manage: the fair's own concurrent activities (title, time, place, content in both languages). */
export default orderedRoutes({
  table: miniprogActivities,
  entity: 'miniprog-activity',
  paths,
  summaries: {
    list: 'Concurrent activities in display order; search by either title',
    info: 'One concurrent activity',
    save: 'Create (no id, placed last) or update a concurrent activity; contents are sanitised HTML',
    sort: 'The new order of all concurrent activities: every id, first to last (409 when the list changed meanwhile)',
    delete: 'Delete a concurrent activity (and its featured entry)',
  },
  item: miniprogActivity,
  itemOf: activityOf,
  listQuery: miniprogActivityListQuery,
  where: ({ status, hidden, keyword }) =>
    and(
      status ? eq(miniprogActivities.status, status) : undefined,
      hidden === undefined ? undefined : eq(miniprogActivities.hidden, hidden),
      keywordWhere(keyword, [miniprogActivities.title_zh, miniprogActivities.title_en]),
    ),
  form: miniprogActivityForm,
  valuesOf: (form) => {
    assertNoProblem(scheduleProblem(form));
    return {
      title_zh: form.title_zh,
      title_en: form.title_en,
      image: form.image,
      starts_at: new Date(form.starts_at),
      ends_at: dateOrNull(form.ends_at),
      place_zh: form.place_zh,
      place_en: form.place_en,
      content_zh: sanitizeRichText(form.content_zh),
      content_en: sanitizeRichText(form.content_en),
      status: form.status,
      hidden: form.hidden,
    };
  },
  switches: [stateSwitch(paths.state, 'Publish or withdraw a concurrent activity'), visibilitySwitch(paths.visibility, 'Hide or show a concurrent activity')],
});
