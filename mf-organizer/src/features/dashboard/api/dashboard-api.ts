import { api } from '@fair/shared/api/api-client';
import { ORGANIZER_STATISTICS_PATH, type OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';

/** The dashboard's figures in the query cache. */
export const DASHBOARD_QUERY_KEY = ['organizer', 'dashboard'] as const;

export const fetchDashboard = () => api.get<OrganizerStatistics>(ORGANIZER_STATISTICS_PATH);
