import type { InjectOptions } from 'fastify';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { EDITOR_ROLE_KEYS } from '../../../seed/demo-accounts';
import type { PrincipalName } from '../../../test/build-test-app';
import { MANAGER_KEYS } from '../../../test/fixtures';
import type { MatrixWorld } from './matrix-world';

// The vocabulary of permission-matrix entries. Each feature keeps its entries beside its code
// (src/features/<area>/__tests__/<area>-matrix.ts) and matrix-expectations.ts spreads them into MATRIX.

/** What a sample request may use: the seeded world and its factories of fresh records (matrix-world.ts). */
export type MatrixContext = MatrixWorld;

type RequestPart = Pick<InjectOptions, 'url' | 'query' | 'payload' | 'headers' | 'remoteAddress'>;

/** A sample request; `after` puts back what the call changed that later samples rely on. */
export type Sample = RequestPart & { after?: () => Promise<void> };

export interface MatrixEntry {
  /** principals the access layer lets through; everyone else must be refused */
  allowed: readonly PrincipalName[] | 'everyone';
  /**
   * REQUIRED for every route but a plain GET without path parameters: a real request that succeeds for
   * each allowed principal (2xx with code 0; 200/304 for pages and files). Built anew per principal
   * with that principal's own fresh records, so a delete or a logout can succeed for each of them. A
   * route whose sample points at an owned record also gets foreign probes derived from it.
   */
  request?: (ctx: MatrixContext, principal: PrincipalName) => Sample | Promise<Sample>;
  /** the allowed principals' answer where success is not a 200 or cannot happen in a test, with the reason */
  answer?: { status: number; because: string };
  /** run with a new session of the principal (the call ends sessions, e.g. logout, change-password) */
  freshSession?: boolean;
  /**
   * Override of the derived foreign probe, for routes whose foreign data is not a record id: the
   * request `attacker` sends aiming at `victim`'s data. Must not succeed.
   */
  foreign?: (ctx: MatrixContext, victim: PrincipalName) => RequestPart | Promise<RequestPart>;
  /**
   * For grant-shaped routes: requests with which an allowed organizer that does not hold `all` tries to
   * reach beyond its own keys (grant a stronger authority to itself or another account, create or widen
   * one, act on a stronger account). Each must be refused with 403 and change nothing.
   */
  escalations?: (ctx: MatrixContext, principal: OrganizerPrincipal) => Promise<Escalation[]>;
}

export interface Escalation extends RequestPart {
  /** what the request tries, for the failure list */
  tries: string;
}

export const EXHIBITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower', 'subWithoutPower'] as const;
/** exhibitor accounts holding every power key: main accounts and the sub-account with powers */
export const EXHIBITOR_EDITORS = ['exhibitorA', 'exhibitorB', 'exhibitorNew', 'subWithPower'] as const;
/** SPEC §4: exhibitor accounts whose company profile is saved (the newcomer's is not), and their editors */
export const SAVED_EXHIBITORS = ['exhibitorA', 'exhibitorB', 'subWithPower', 'subWithoutPower'] as const;
export const SAVED_EDITORS = ['exhibitorA', 'exhibitorB', 'subWithPower'] as const;
/** The organizer principals and the role keys each one's authorities hold. */
export const ORGANIZER_KEYS = {
  organizerAll: [ALL_ROLES],
  organizerLimited: EDITOR_ROLE_KEYS,
  accountManager: [MANAGER_KEYS.accountManager],
  authorityManager: [MANAGER_KEYS.authorityManager],
} as const satisfies Record<string, readonly string[]>;
export type OrganizerPrincipal = keyof typeof ORGANIZER_KEYS;
export const ORGANIZERS = Object.keys(ORGANIZER_KEYS) as OrganizerPrincipal[];
export const ADMINS = [...ORGANIZERS, 'miniprog'] as const;
export const LOGGED_IN = [...EXHIBITORS, ...ADMINS] as const;

/** Organizers holding a role key: `all` always, the others only for their own keys. */
export function organizersWith(roleKey: string): readonly OrganizerPrincipal[] {
  return ORGANIZERS.filter((principal) => (ORGANIZER_KEYS[principal] as readonly string[]).some((key) => key === ALL_ROLES || key === roleKey));
}
