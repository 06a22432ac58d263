import type { ClientType } from '../access/client-types';

/** POST exhibitors/user/login and POST /admin/user/login (SPEC §7). user_name is trimmed before sending. */
export interface LoginBody {
  user_name: string;
  password: string;
  clientType: ClientType;
  /** "remember login" (60 days); otherwise the session is short-lived. */
  remember?: boolean;
}

export interface LoginData {
  token: string;
  /** ISO timestamp when the token stops being valid unless renewed. */
  expires_at: string;
}

/** Company summary the header's avatar panel and the profile guard need (exhibitor clients only). */
export interface ExhibitorSummary {
  id: number;
  logo: string | null;
  name_zh_cn: string;
  name_en: string;
  country: string | null;
  country_info: string | null;
  hall: string | null;
  booth: string | null;
  is_edit: boolean;
}

/** GET exhibitors/user/info and GET /admin/user/info: SPEC §3 User. */
export interface UserInfo {
  id: number;
  user_name: string;
  nick_name: string;
  avatar: string | null;
  sys_api_token: string;
  clientType: ClientType;
  permission: string[];
  is_child_user: 0 | 1;
  team_auth: { power_key: string }[];
  wa_channels: string[];
  /** present for exhibitor clients */
  exhibitor?: ExhibitorSummary;
}

/** Header names of SPEC §7. Response header `authorization` carries a renewed bearer token. */
export const HEADERS = {
  authorization: 'Authorization',
  token: 'token',
  languageSet: 'Language-Set',
  clientType: 'Client-Type',
} as const;
