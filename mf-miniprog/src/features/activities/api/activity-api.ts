import { api } from '@fair/shared/api/api-client';
import { MINIPROG_ADMIN_PATHS, type MiniprogActivity, type MiniprogStateAction } from '@fair/shared/contracts/miniprog';
import type { MiniprogActivityInput } from '@fair/shared/validation/miniprog';
import { MINIPROG_QUERY_KEY } from '../../common/api/whole-group';

const paths = MINIPROG_ADMIN_PATHS.activity;

export const ACTIVITIES_QUERY_KEY = [...MINIPROG_QUERY_KEY, 'activities'] as const;
export const ACTIVITY_LIST_PATH = paths.list;
export const saveActivity = (values: MiniprogActivityInput) => api.post<MiniprogActivity>(paths.save, values);
export const changeActivityState = (id: number, action: MiniprogStateAction) => api.post<MiniprogActivity>(paths.state, { id, action });
export const changeActivityVisibility = (id: number, hidden: boolean) => api.post<MiniprogActivity>(paths.visibility, { id, hidden });
export const sortActivities = (ids: number[]) => api.post<null>(paths.sort, { ids });
export const deleteActivity = (id: number) => api.del<null>(paths.delete, { id });
