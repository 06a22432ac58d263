import { z } from 'zod';
import { CLIENT_TYPES } from '@fair/shared/access/client-types';

const credentials = {
  user_name: z.string().trim().min(1).max(254).describe('exhibitors: the account e-mail; admins: the user name'),
  password: z.string().min(1).max(256),
  remember: z.boolean().optional().default(false).describe('keep the session 60 days'),
};

export const exhibitorLoginBody = z.object({ ...credentials, clientType: z.literal('exhibitor') });
export const adminLoginBody = z.object({ ...credentials, clientType: z.enum(['organizer', 'miniprog']) });

export const loginData = z.object({
  token: z.string().describe('opaque bearer token; send as Authorization: Bearer <token>'),
  expires_at: z.string().describe('ISO time the token ends unless renewed'),
});

const exhibitorSummary = z.object({
  id: z.number().int(),
  logo: z.string().nullable(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  country: z.string().nullable(),
  country_info: z.string().nullable(),
  hall: z.string().nullable(),
  booth: z.string().nullable(),
  is_edit: z.boolean(),
});

export const userInfoData = z.object({
  id: z.number().int(),
  user_name: z.string(),
  nick_name: z.string(),
  avatar: z.string().nullable(),
  sys_api_token: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  permission: z.array(z.string()),
  is_child_user: z.union([z.literal(0), z.literal(1)]),
  team_auth: z.array(z.object({ power_key: z.string() })),
  wa_channels: z.array(z.string()),
  exhibitor: exhibitorSummary.optional(),
});
