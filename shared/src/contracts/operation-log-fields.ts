import type { OperationChanges } from './operation-log';

/**
 * The one catalogue of how the operation log reads: which stored fields are bookkeeping (left out), which
 * fields hold values with their own words (states, types, halls, menus, times) and which fields name the
 * record. The server uses it to trim and name the entries it answers; the screen to word each value. The
 * words themselves are the `organizer:operation-log` messages (fields.*, values.*) in zh-cn, zh-tw, en-us.
 */
export type OperationValueKind =
  | 'text'
  | 'yes-no'
  | 'time'
  | 'hall'
  | 'exhibitor-type'
  | 'approval-status'
  | 'send-status'
  | 'role-key'
  /** a list of record ids of the entry's own kind (a new display order) */
  | 'record-order';

const KINDS: Record<string, OperationValueKind> = {
  hall_id: 'hall',
  exhibitor_type: 'exhibitor-type',
  exhibitor_types: 'exhibitor-type',
  approval_status: 'approval-status',
  send_status: 'send-status',
  route_keys: 'role-key',
  order: 'record-order',
};

/** How one field's values read; stored times (`…_at`) read as local times, other unknown fields as text. */
export function operationValueKind(field: string, value?: unknown): OperationValueKind {
  if (KINDS[field]) return KINDS[field];
  if (typeof value === 'boolean') return 'yes-no';
  if (/_at$/.test(field)) return 'time';
  return 'text';
}

/** Stored alongside every record but never what an organizer changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'sys_api_token', 'is_edit']);
/** Display-order numbers: kept only when reordering is the change itself. */
const ORDERING = new Set(['sort', 'order', 'position']);

/**
 * Whether a field is bookkeeping to leave out of an entry of this action: ids and stored times of the
 * row itself, links to other rows the entry already names (`…_id`, except the hall, which reads as its
 * name), and order numbers unless the action is a reorder.
 */
export function isBookkeepingField(field: string, action: string): boolean {
  if (BOOKKEEPING.has(field)) return true;
  if (ORDERING.has(field)) return action !== 'sort';
  return /_id$/.test(field) && !KINDS[field];
}

/** The changes worth reading: bookkeeping left out; null when nothing else is left. Old rows read the same. */
export function readableChanges(action: string, changes: OperationChanges | null): OperationChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(([field]) => !isBookkeepingField(field, action));
  return kept.length ? Object.fromEntries(kept) : null;
}

/** The fields that carry a record's own name, first found wins: what a deleted record is still called by. */
export const RECORD_NAME_FIELDS = ['name_zh_cn', 'name_zh', 'title_zh', 'name', 'user_name', 'title', 'file'] as const;

/** The name an entry's own changes give its record (after the write, else before), or null. */
export function nameInChanges(changes: OperationChanges | null): string | null {
  if (!changes) return null;
  for (const field of RECORD_NAME_FIELDS) {
    const [before, after] = changes[field] ?? [];
    for (const value of [after, before]) if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** The key of a referenced record in an entry's `names`: `hall:3`, `miniprog-ad:12`. */
export const recordKey = (entity: string, id: unknown) => `${entity}:${String(id)}`;

/** The ids an entry's changes point at, per record kind (halls by `hall_id`, own records by `order`). */
export function referencedRecords(entity: string, changes: OperationChanges | null): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const add = (kind: string, value: unknown) => {
    for (const id of Array.isArray(value) ? value : [value]) {
      const number = Number(id);
      if (id === null || id === '' || !Number.isInteger(number)) continue;
      if (!found.has(kind)) found.set(kind, new Set());
      found.get(kind)!.add(number);
    }
  };
  for (const [field, pair] of Object.entries(changes ?? {})) {
    const kind = operationValueKind(field);
    if (kind === 'hall') pair.forEach((value) => add('hall', value));
    if (kind === 'record-order') pair.forEach((value) => add(entity, value));
  }
  return found;
}

/** What the value formatter needs from its caller: the translation and the names the log answer carries. */
export interface OperationValueContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** `recordKey` → name */
  names: Record<string, string>;
  entity: string;
  roleKeyLabel?: (key: string) => string;
  formatTime: (iso: string) => string;
}

const EMPTY = '—';
const NS = 'organizer:operation-log';

/** One value as the screens show it: a dash when empty, state and type labels, hall and record names, local times. */
export function formatOperationValue(field: string, value: unknown, context: OperationValueContext): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map((item) => formatOperationValue(field, item, context)).join('、') : EMPTY;
  const { t } = context;
  const kind = operationValueKind(field, value);
  switch (kind) {
    case 'yes-no':
      return t(value ? `${NS}.yes` : `${NS}.no`);
    case 'time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? context.formatTime(value) : String(value);
    case 'hall':
      return context.names[recordKey('hall', value)] ?? `#${String(value)}`;
    case 'record-order':
      return context.names[recordKey(context.entity, value)] ?? `#${String(value)}`;
    case 'role-key':
      return context.roleKeyLabel ? context.roleKeyLabel(String(value)) : String(value);
    case 'exhibitor-type':
    case 'approval-status':
    case 'send-status':
      return t(`${NS}.values.${kind}.${String(value)}`, { defaultValue: String(value) });
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A field's label; a field the catalogue does not word yet keeps its stored name. */
export const operationFieldLabel = (t: OperationValueContext['t'], field: string) => t(`${NS}.fields.${field}`, { defaultValue: field });
