import { api } from '@fair/shared/api/api-client';
import { HALL_PATHS, type HallItem, type HallMove } from '@fair/shared/contracts/halls';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { HallForm } from '@fair/shared/validation/hall';

/** The hall list's place in the query cache: a save, move or delete refreshes everything under it. */
export const HALLS_QUERY_KEY = ['organizer', 'halls'] as const;

export const fetchHalls = (request: ListRequest) => api.get<PageAnswer<HallItem>>(HALL_PATHS.list, request);
export const saveHall = (values: HallForm) => api.post<HallItem>(HALL_PATHS.save, values);
export const moveHall = (id: number, direction: HallMove) => api.post<null>(HALL_PATHS.sort, { id, direction });
export const deleteHall = (id: number) => api.del<null>(HALL_PATHS.delete, { id });
