import { api } from '@fair/shared/api/api-client';
import type { ContentAction, ContentListQuery } from '@fair/shared/contracts/content';
import type { Page } from '@fair/shared/contracts/envelope';
import type { ProductItem } from '@fair/shared/contracts/products';
import type { ProductInput } from '@fair/shared/validation/product';

/** The product calls of shared/src/contracts/content.ts (kind `product`). */
const BASE = '/exhibitors/product';

/** Every cached product answer sits under this key: a save or state change refreshes them all. */
export const PRODUCT_QUERY_KEY = ['exhibitor', 'product'] as const;

export const productApi = {
  list: (query: ContentListQuery) => api.get<Page<ProductItem>>(`${BASE}/list`, query),
  info: (id: number) => api.get<ProductItem>(`${BASE}/info`, { id }),
  /** 422 rejects with ApiError.fieldErrors keyed by form field */
  save: (form: ProductInput) => api.post<ProductItem>(`${BASE}/save`, form),
  changeState: (id: number, action: ContentAction) => api.post<ProductItem>(`${BASE}/state`, { id, action }),
  remove: (id: number) => api.del<null>(`${BASE}/delete`, { id }),
};
