import { api } from '@fair/shared/api/api-client';
import { REGISTER_PATHS, type BoothAssignment, type RegisterDetail, type RegisterFilters, type RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { REMINDER_PATHS, type ReminderSchedule, type ReminderSendAnswer } from '@fair/shared/contracts/profile-reminders';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { ReminderScheduleFormInput, ReminderSend } from '@fair/shared/validation/profile-reminder';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';

/** The register's filters as the address holds them (text, like every list filter); the search is the list's own. */
export type RegisterFilterValues = { [K in Exclude<keyof RegisterFilters, 'keyword'>]-?: string };

/** A hall of the venue as the public hall list gives it, named in the interface language. */
export interface HallOption {
  id: number;
  name: string;
}

/** The register in the query cache; a booth save refreshes everything under it. */
export const REGISTER_QUERY_KEY = ['organizer', 'exhibitor-register'] as const;
export const HALL_OPTIONS_KEY = ['organizer', 'hall-options'] as const;
/** The venue's halls (organizer's /organizer/exhibition-number), for the filter and the booth drawer. */
export const HALL_LIST_PATH = '/api/exhibitors/hall/list';

export const fetchRegister = (request: ListRequest<RegisterFilterValues>) => api.get<PageAnswer<RegisterItem>>(REGISTER_PATHS.list, request);
export const saveBooth = (assignment: BoothAssignment) => api.post<RegisterDetail>(REGISTER_PATHS.booth, assignment);
export const fetchHallOptions = () => api.get<HallOption[]>(HALL_LIST_PATH);

/** Profile reminders: send now (chosen companies or those below a completion) and the weekly reminder. */
export const REMINDER_SCHEDULE_KEY = ['organizer', 'exhibitor-register', 'reminder-schedule'] as const;
export const sendReminders = (target: ReminderSend) => api.post<ReminderSendAnswer>(REMINDER_PATHS.send, target);
export const fetchReminderSchedule = () => api.get<ReminderSchedule>(REMINDER_PATHS.schedule);
export const saveReminderSchedule = (form: ReminderScheduleFormInput) => api.post<ReminderSchedule>(REMINDER_PATHS.schedule, form);
