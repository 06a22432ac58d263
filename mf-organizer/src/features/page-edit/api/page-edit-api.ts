import { api } from '@fair/shared/api/api-client';
import { LOGIN_PAGE_PATHS, type LoginPageTexts } from '@fair/shared/contracts/login-page';
import type { BannerList } from '@fair/shared/validation/banner';
import type { LoginPageInput } from '@fair/shared/validation/login-page';

/** The banner editor's call (SPEC §7 GET and POST admin/global/banner). */
export const BANNER_PATH = '/admin/global/banner';
export const BANNERS_QUERY_KEY = ['organizer', 'page-edit', 'banners'] as const;
export const LOGIN_TEXTS_QUERY_KEY = ['organizer', 'page-edit', 'login'] as const;

export const fetchBanners = () => api.get<BannerList>(BANNER_PATH);
export const saveBanners = (list: BannerList['list']) => api.post<BannerList>(BANNER_PATH, { list });
export const fetchLoginTexts = () => api.get<LoginPageTexts>(LOGIN_PAGE_PATHS.admin);
export const saveLoginTexts = (values: LoginPageInput) => api.post<LoginPageTexts>(LOGIN_PAGE_PATHS.admin, values);
