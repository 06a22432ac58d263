import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { notifier } from '../feedback/notifier';
import { translate } from '../i18n/i18n';

/** SPEC §2: the warning shown before leaving with unsaved changes (请确认修改已保存！ in zh-cn). */
export const UNSAVED_CHANGES_KEY = 'common:warning.unsavedChanges';

interface UnsavedChangesState {
  /** ids of the forms that have unsaved changes */
  dirtyForms: ReadonlySet<string>;
}

/** Which forms on the page are dirty: remotes mark, the shell asks before leaving. */
export const unsavedChangesStore = createStore<UnsavedChangesState>()(() => ({ dirtyForms: new Set<string>() }));

export function markDirty(formId: string, dirty: boolean): void {
  const current = unsavedChangesStore.getState().dirtyForms;
  if (current.has(formId) === dirty) return;
  const next = new Set(current);
  if (dirty) next.add(formId);
  else next.delete(formId);
  unsavedChangesStore.setState({ dirtyForms: next });
}

export function hasUnsavedChanges(): boolean {
  return unsavedChangesStore.getState().dirtyForms.size > 0;
}

/** After saving everywhere, or after the user chose to leave. */
export function clearUnsavedChanges(): void {
  unsavedChangesStore.setState({ dirtyForms: new Set<string>() });
}

export function useHasUnsavedChanges(): boolean {
  return useStore(unsavedChangesStore, (state) => state.dirtyForms.size > 0);
}

/** A form reports whether it is dirty; unmounting (after save or leave) withdraws the mark. */
export function useUnsavedChanges(formId: string, dirty: boolean): void {
  useEffect(() => {
    markDirty(formId, dirty);
  }, [formId, dirty]);
  useEffect(() => () => markDirty(formId, false), [formId]);
}

/**
 * The browser's own leave confirmation (reload, close, external link) while anything is dirty.
 * Browsers show their own text for beforeunload; returnValue carries ours where it is still honoured.
 */
export function installLeaveWarning(target: Window = window): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    event.returnValue = translate(UNSAVED_CHANGES_KEY);
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}

/**
 * In-app route change: true at once when nothing is dirty; otherwise asks (dialog title "system prompt")
 * and, when the user leaves, forgets the unsaved changes.
 */
export async function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedChanges()) return true;
  const leave = await notifier().confirm({ content: translate(UNSAVED_CHANGES_KEY) });
  if (leave) clearUnsavedChanges();
  return leave;
}
