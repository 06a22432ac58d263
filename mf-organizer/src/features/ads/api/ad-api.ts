import { api } from '@fair/shared/api/api-client';
import { AD_PAGES, AD_PATHS, type AdItem, type AdPage } from '@fair/shared/contracts/ads';
import type { EnabledFilterValue } from '@fair/shared/ui/list/enabled-filter';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';
import type { AdFormInput } from '@fair/shared/validation/ad';

/** The ad list's place in the query cache: a save, switch or delete refreshes everything under it. */
export const ADS_QUERY_KEY = ['organizer', 'ads'] as const;

export type AdFilters = { enabled: EnabledFilterValue; page_name: AdPage };
export const AD_PAGE_FILTER_VALUES = AD_PAGES;

export const fetchAds = (request: ListRequest<AdFilters>) => api.get<PageAnswer<AdItem>>(AD_PATHS.list, request);
export const saveAd = (values: AdFormInput) => api.post<AdItem>(AD_PATHS.save, values);
export const enableAd = (id: number, enabled: boolean) => api.post<AdItem>(AD_PATHS.enable, { id, enabled });
export const enableAds = (ids: number[], enabled: boolean) => api.post<{ changed: number }>(AD_PATHS.enableBatch, { ids, enabled });
export const deleteAd = (id: number) => api.del<null>(AD_PATHS.delete, { id });
