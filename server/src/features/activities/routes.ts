import { activitySchema } from '@fair/shared/validation/activity';
import { activities } from '../../db/schema/activities';
import { contentRoutes, richTextDefinition } from '../content';

/** Booth activities (SPEC §3 Activity): GET /exhibitors/activity/list|info, POST /exhibitors/activity/save|state, DELETE /exhibitors/activity/delete. */
export default contentRoutes(
  richTextDefinition({
    kind: 'activity',
    tag: 'exhibitor booth activities',
    powerKey: 'exhibitor.activity.edit',
    table: activities,
    notFoundKey: 'activities.notFound',
    formSchema: activitySchema,
    textFields: ['location_zh', 'location_en'],
  }),
);
