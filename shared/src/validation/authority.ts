import { z } from 'zod';
import { GRANTABLE_ROLE_KEYS } from '../access/role-key-tree';
import { AUTHORITY_NAME_MAX_LENGTH, GRANT_MAX_AUTHORITIES } from '../contracts/authorities';
import { requiredText } from './content-fields';

/** SPEC §5 "Name cannot be empty" and "at least one choice". */
export const AUTHORITY_NAME_REQUIRED = 'common:validation.nameRequired';
export const AUTHORITY_KEYS_REQUIRED = 'common:validation.atLeastOne';

const positiveId = z.number().int().positive().max(2_147_483_647);

/** An authority: a name (unique, checked by the server) and at least one route key or `all`. */
export const authoritySave = z.strictObject({
  id: positiveId.optional().describe('absent: create; present: update that authority'),
  name: requiredText(AUTHORITY_NAME_REQUIRED, AUTHORITY_NAME_MAX_LENGTH),
  route_keys: z
    .array(z.enum(GRANTABLE_ROLE_KEYS), { error: AUTHORITY_KEYS_REQUIRED })
    .min(1, { error: AUTHORITY_KEYS_REQUIRED })
    .max(GRANTABLE_ROLE_KEYS.length * 2)
    .describe('`all` or organizer route role keys (SPEC §6)'),
});
export type AuthoritySave = z.input<typeof authoritySave>;

/** The authorities one staff account holds from now on (replacing its grants); empty takes all away. */
export const authorityGrant = z.strictObject({
  admin_user_id: positiveId,
  authority_ids: z.array(positiveId).max(GRANT_MAX_AUTHORITIES),
});
export type AuthorityGrant = z.input<typeof authorityGrant>;
