import { z } from 'zod';
import { ADMIN_USER_NAME_MAX_LENGTH } from '../contracts/admin-users';
import { operatorPasswordSchema, passwordSchema, userNameSchema } from './auth';
import { optionalText } from './content-fields';
import { plainName } from './control-characters';
import { V } from './messages';

const positiveId = z.number().int().positive().max(2_147_483_647);
const authorityIds = z.array(positiveId).max(100).default([]);
const nickName = plainName(optionalText(ADMIN_USER_NAME_MAX_LENGTH));

/** A new staff account: SPEC §5 password rule, and the operator's own password (SPEC §5 account creation). */
export const adminUserCreate = z.strictObject({
  user_name: plainName(userNameSchema.pipe(z.string().max(ADMIN_USER_NAME_MAX_LENGTH))),
  nick_name: nickName,
  password: passwordSchema,
  authority_ids: authorityIds.describe('web admin users only; ignored for mini-programme admins'),
  operator_password: operatorPasswordSchema,
});
export type AdminUserCreate = z.input<typeof adminUserCreate>;

/**
 * An edit: nick name and authorities; a password only when one is typed (SPEC §5 rule), and then the
 * operator's own password as for a reset.
 */
export const adminUserEdit = z
  .strictObject({
    id: positiveId,
    nick_name: nickName,
    authority_ids: z.array(positiveId).max(100).optional().describe('web admin users: the new grants; absent keeps them'),
    password: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(passwordSchema.optional()),
    operator_password: z.string().optional(),
  })
  .refine((values) => values.password === undefined || Boolean(values.operator_password), {
    path: ['operator_password'],
    error: V.operatorPasswordRequired,
  });
export type AdminUserEdit = z.input<typeof adminUserEdit>;

const operatorPassword = z.string().max(200).optional();

/** Mini-programme admins disable or delete another admin only with their own password again (staff powers). */
export const adminUserBan = z.strictObject({
  id: positiveId,
  banned: z.boolean().describe('true disables the account and ends its sessions'),
  operator_password: operatorPassword.describe("mini-programme admins, to disable one: the operator's own password"),
});
export type AdminUserBan = z.input<typeof adminUserBan>;

export const adminUserDelete = z.strictObject({
  operator_password: operatorPassword.describe("mini-programme admins: the operator's own password"),
});
