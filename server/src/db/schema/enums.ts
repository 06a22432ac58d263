import { pgEnum } from 'drizzle-orm/pg-core';
import { CLIENT_TYPES } from '@fair/shared/access/client-types';

export const clientTypeEnum = pgEnum('client_type', CLIENT_TYPES);

/** SPEC §6: two admin account kinds — web admin users (organizers) and mini-programme admin users. */
export const adminKindEnum = pgEnum('admin_kind', ['web', 'miniprog']);

/** SPEC §1: exhibitors are grouped as FIE, Local or International. */
export const EXHIBITOR_TYPES = ['FIE', 'Local', 'International'] as const;
export type ExhibitorType = (typeof EXHIBITOR_TYPES)[number];
export const exhibitorTypeEnum = pgEnum('exhibitor_type', EXHIBITOR_TYPES);

/**
 * SPEC §4: e-mail send status of an exhibitor account; 'kept' beyond it: with no mail server configured
 * the e-mail only reached the stored outbox, which is no delivery.
 */
export const SEND_STATUSES = ['not_sent', 'sending', 'sent', 'failed', 'kept'] as const;
export const sendStatusEnum = pgEnum('send_status', SEND_STATUSES);

/** Self-registered accounts wait for the organizer (issue: registration and approval); others are approved. */
export const APPROVAL_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);

/** Who a session, upload or variable belongs to. */
export const PRINCIPAL_KINDS = ['exhibitor_account', 'admin_user'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];
export const principalKindEnum = pgEnum('principal_kind', PRINCIPAL_KINDS);

/** SPEC §3 Ad: open mode is a link jump or a file download. */
export const adOpenModeEnum = pgEnum('ad_open_mode', ['link', 'download']);
