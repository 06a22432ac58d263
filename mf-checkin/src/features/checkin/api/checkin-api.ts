import type { z } from 'zod';
import { api } from '@fair/shared/api/api-client';
import { CHECKIN_ADMIN_PATHS as P, type CheckinCampaign, type CheckinCampaignRow, type CheckinCodeAnswer, type CheckinState, type checkinPrintSheet, type writeOffRow, type writeOffTotals } from '@fair/shared/contracts/checkin';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { CheckinCampaignInput } from '@fair/shared/validation/checkin';

export type CampaignFilters = { state: CheckinState };
export type WriteOffFilters = { campaign_id: string; prize_id: string; staff_id: string; from: string; to: string };
export type WriteOffRow = z.infer<typeof writeOffRow>;
export type WriteOffTotals = z.infer<typeof writeOffTotals>;
export type PrintSheet = z.infer<typeof checkinPrintSheet>;

/** Every check-in answer sits under this key: a save, switch, delete or redemption refreshes the lists. */
export const CHECKIN_QUERY_KEY = ['miniprog', 'checkin'] as const;

export const CAMPAIGN_LIST_PATH = '/checkin/check-in-manage-list';
export const CAMPAIGN_ADD_PATH = '/checkin/check-in-manage-add';
export const campaignEditPath = (id: number) => `/checkin/check-in-manage/${id}`;
/** The print sheet is the edit page in its print form: same route, no console chrome needed to print it. */
export const campaignPrintPath = (id: number) => `${campaignEditPath(id)}?print=1`;
export const WRITE_OFF_PATH = '/checkin/check-in-write-off';
export const WRITE_OFF_DETAIL_PATH = '/checkin/write-off-detail';

export const fetchCampaigns = (request: ListRequest<CampaignFilters>) => api.get<PageAnswer<CheckinCampaignRow>>(P.list, request);
export const fetchCampaign = (id: number) => api.get<CheckinCampaign>(P.info, { id });
export const saveCampaign = (values: CheckinCampaignInput) => api.post<CheckinCampaign>(P.save, values);
export const enableCampaign = (id: number, enabled: boolean) => api.post<CheckinCampaign>(P.enable, { id, enabled });
export const deleteCampaign = (id: number) => api.del<null>(P.delete, { id });
export const fetchPrintSheet = (id: number) => api.get<PrintSheet>(P.print, { id });
export const pointQrUrl = (id: number) => `${P.pointQr}?id=${id}`;

// the write-off page shows refusals beside the code (silent: no toast on top)
export const lookupCode = (code: string) => api.get<CheckinCodeAnswer>(P.lookup, { code }, { silent: true });
export const redeemCode = (code: string) => api.post<CheckinCodeAnswer>(P.redeem, { code }, { silent: true });
export const fetchWriteOffs = (request: ListRequest<WriteOffFilters>) => api.get<PageAnswer<WriteOffRow>>(P.detail, request);
export const fetchWriteOffTotals = (campaignId: number) => api.get<WriteOffTotals>(P.totals, { campaign_id: campaignId });
export const WRITE_OFF_EXPORT_URL = P.export;
