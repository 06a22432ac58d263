import { api } from '@fair/shared/api/api-client';
import type { ContentStatus } from '@fair/shared/contracts/content';
import { ADMIN_NOTIFICATION_PATHS, type NotificationAudience, type NotificationExhibitor, type NotificationItem } from '@fair/shared/contracts/notifications';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { NotificationFormInput } from '@fair/shared/validation/notification';

/** The list's filters as they stand in the address. */
export type NotificationFilters = { status: ContentStatus; audience: NotificationAudience };

/** Every organizer notification answer sits under this key: a save, withdrawal or delete refreshes the list. */
export const NOTIFICATIONS_QUERY_KEY = ['organizer', 'notifications'] as const;

export const NOTIFICATION_LIST_PATH = '/organizer/notification';
export const NOTIFICATION_CREATE_PATH = '/organizer/notification-create';
export const notificationEditPath = (id: number) => `/organizer/notification-edit?id=${id}`;

export const fetchNotifications = (request: ListRequest<NotificationFilters>) => api.get<PageAnswer<NotificationItem>>(ADMIN_NOTIFICATION_PATHS.list, request);
export const fetchNotification = (id: number) => api.get<NotificationItem>(ADMIN_NOTIFICATION_PATHS.info, { id });
export const saveNotification = (values: NotificationFormInput) => api.post<NotificationItem>(ADMIN_NOTIFICATION_PATHS.save, values);
export const withdrawNotification = (id: number) => api.post<NotificationItem>(ADMIN_NOTIFICATION_PATHS.withdraw, { id });
export const deleteNotifications = (ids: number[]) => api.post<{ deleted: number; withdrawn_from: number }>(ADMIN_NOTIFICATION_PATHS.delete, { ids });
export const fetchExhibitorOptions = (keyword: string) => api.get<NotificationExhibitor[]>(ADMIN_NOTIFICATION_PATHS.exhibitors, keyword ? { keyword } : {});
