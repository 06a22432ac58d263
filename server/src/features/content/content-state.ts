import type { ContentAction, ContentStatus } from '@fair/shared/contracts/content';

/** The stored state of one content item (SPEC §3 common content fields). */
export interface StoredState {
  status: ContentStatus;
  pinned: boolean;
  pinned_at: Date | null;
  published_at: Date | null;
}

export type StatePatch = Partial<StoredState> & { updated_at: Date };

function publishing(current: StoredState | undefined, status: ContentStatus, now: Date): Partial<StoredState> {
  if (status === 'draft') return { status, published_at: null };
  // publishing again keeps the first publish time
  return { status, published_at: current?.status === 'published' ? current.published_at : now };
}

function pinning(current: StoredState | undefined, pinned: boolean, now: Date): Partial<StoredState> {
  if (!pinned) return { pinned: false, pinned_at: null };
  return { pinned: true, pinned_at: current?.pinned ? current.pinned_at : now };
}

/**
 * The state a save leaves (SPEC §4 "save as draft" / publish from the form): status as asked, publish
 * time set when it becomes published and cleared when it becomes a draft; pinned only when the form says so.
 */
export function stateAfterSave(current: StoredState | undefined, input: { status: ContentStatus; pinned?: boolean }, now: Date): StatePatch {
  const pinned = input.pinned ?? current?.pinned ?? false;
  return { ...publishing(current, input.status, now), ...pinning(current, pinned, now), updated_at: now };
}

/** SPEC §4 actions on a saved item: publish, withdraw publication, pin to top, cancel pin. */
export function stateAfterAction(current: StoredState, action: ContentAction, now: Date): StatePatch {
  switch (action) {
    case 'publish':
      return { ...publishing(current, 'published', now), updated_at: now };
    case 'withdraw':
      return { ...publishing(current, 'draft', now), updated_at: now };
    case 'pin':
      return { ...pinning(current, true, now), updated_at: now };
    case 'unpin':
      return { ...pinning(current, false, now), updated_at: now };
  }
}

/** The state fields of an answer, times as ISO 8601. */
export function stateView(row: StoredState & { id: number; uploaded_at: Date; updated_at: Date }) {
  return {
    id: row.id,
    status: row.status,
    pinned: row.pinned,
    uploaded_at: row.uploaded_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}
