import { useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { fetchAdminUsers } from '@fair/shared/ui/admin-users/admin-user-api';
import { CHECKIN_PAGE_SIZE_MAX } from '@fair/shared/contracts/checkin';
import { CHECKIN_QUERY_KEY, fetchCampaign, fetchCampaigns } from '../api/checkin-api';

/** The choices of the write-off filters: campaigns (latest first), the chosen campaign's prizes, the mini-programme staff accounts. */
export function useWriteOffFilterOptions(campaignId: number | null) {
  const client = usePageQueryClient();
  const campaigns = useQuery({ queryKey: [...CHECKIN_QUERY_KEY, 'options'], queryFn: () => fetchCampaigns({ page: 1, page_size: CHECKIN_PAGE_SIZE_MAX, sort: 'created_at', order: 'desc' }) }, client);
  const campaign = useQuery({ queryKey: [...CHECKIN_QUERY_KEY, 'info', campaignId], queryFn: () => fetchCampaign(campaignId as number), enabled: campaignId !== null }, client);
  const staff = useQuery({ queryKey: ['admin-users', 'miniprog', 'options'], queryFn: () => fetchAdminUsers('miniprog')({ page: 1, page_size: 100 } as never) }, client);
  return {
    campaigns: (campaigns.data?.list ?? []).map((item) => ({ value: String(item.id), label: item.name_zh })),
    prizes: campaignId === null ? [] : (campaign.data?.prize_list ?? []).map((prize) => ({ value: String(prize.id), label: prize.name_zh })),
    staff: (staff.data?.list ?? []).map((user) => ({ value: String(user.id), label: user.user_name })),
  };
}
