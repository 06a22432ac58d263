/**
 * The operation log (/organizer/operation-log): every organizer write with who, when, what, which record
 * and the changed fields before → after. Passwords, tokens and codes never appear in it.
 */
export type OperationChanges = Record<string, [unknown, unknown]>;

export interface OperationLogItem {
  id: number;
  actor_kind: 'admin_user' | 'exhibitor_account';
  actor_id: number;
  /** the login name at the time of the write */
  actor_name: string;
  /** create | update | delete, or a named action (ban, reset-password, send-email, import, sort…) */
  action: string;
  /** the kind of record: hall, admin-user, exhibitor-account, authority… */
  entity: string;
  entity_id: string | null;
  /** the record's name now (a company, an account, a hall…), else the name its entry kept; null when it has none */
  entity_name: string | null;
  /** field → [before, after], bookkeeping left out (see operation-log-fields); null when nothing else is recorded */
  changes: OperationChanges | null;
  /** names of the records the values point at (halls, reordered records), by `recordKey` (`hall:3`) */
  names: Record<string, string>;
  created_at: string;
}

/** The actions and entities found in the log, for the list's filters. */
export interface OperationLogOptions {
  actions: string[];
  entities: string[];
}

export const OPERATION_LOG_PATHS = {
  list: '/admin/operation-log/list',
  options: '/admin/operation-log/options',
} as const;

export const OPERATION_LOG_PAGE_SIZE = 20;
export const OPERATION_LOG_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The actor search (login name) */
export const OPERATION_LOG_KEYWORD_MAX_LENGTH = 100;
/** action, entity and record id filters */
export const OPERATION_LOG_FILTER_MAX_LENGTH = 100;
/** yyyy-MM-dd; the range's days are days at the fair (Shanghai), both ends included */
export const OPERATION_LOG_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The list's filters as the address and the list call spell them (the actor search is `keyword`). */
export type OperationLogFilters = {
  action: string;
  entity: string;
  entity_id: string;
  date_from: string;
  date_to: string;
};
