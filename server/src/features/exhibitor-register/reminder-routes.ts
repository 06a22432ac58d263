import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_PATHS } from '@fair/shared/contracts/profile-reminders';
import { reminderScheduleForm, reminderSend } from '@fair/shared/validation/profile-reminder';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { exhibitorOrigin } from '../../lib/http/public-origin';
import { queueReminders, registerReminderJobs } from './reminder-jobs';
import { readSchedule, registerWeeklyReminderJobs, saveSchedule } from './reminder-schedule';

const tags = ['exhibitor register'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'message.exhibitor-info-manage' };

const sendAnswer = z.object({ queued: z.number().int(), recent: z.number().int().describe('reminded within 24 hours'), skipped: z.number().int().describe('complete, no main account e-mail, or banned') });
const schedule = z.object({ enabled: z.boolean(), below: z.number().int(), until: z.string().nullable(), next_run_at: z.string().nullable() });

/** Profile-completeness reminders of the exhibitor register: send now, and the weekly reminder's settings. */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReminderJobs(app);
  registerWeeklyReminderJobs(app);

  app.post(
    REMINDER_PATHS.send,
    {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Queue profile reminders (the missing items, three languages, a link to the profile form) for chosen companies or those below a completion; none twice within 24 hours',
        body: reminderSend,
        response: responses(sendAnswer),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const origin = exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants);
      return ok(await queueReminders(app, principalOf(request), request.body, origin));
    },
  );

  app.get(REMINDER_PATHS.schedule, { config: { access }, schema: { tags, summary: 'The weekly reminder', response: responses(schedule) } }, async () => ok(await readSchedule(app.db)));

  app.post(
    REMINDER_PATHS.schedule,
    {
      config: { access },
      attachValidation: true,
      schema: { tags, summary: 'Set the weekly reminder: every week from now until the last day, to companies below the completion', body: reminderScheduleForm, response: responses(schedule) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const origin = exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants);
      return ok(await saveSchedule(app, principalOf(request), request.body, origin));
    },
  );
};

export default reminderRoutes;
