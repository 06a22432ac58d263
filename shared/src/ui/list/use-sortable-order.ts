import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../feedback/notifier';
import { useUnsavedChanges } from '../unsaved-changes';

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The order on screen of a whole group, against the server's: moves, undo, and saving it whole. A refreshed
 * group (save, delete, another person's change) replaces any unsaved order; an unsaved order counts as an
 * unsaved change of the page.
 */
export function useSortableOrder<T extends { id: number }>(items: readonly T[] | undefined, onSaveOrder: (ids: number[]) => Promise<unknown>) {
  const { t } = useTranslation();
  const serverOrder = (items ?? []).map((item) => item.id);
  const serverKey = serverOrder.join(',');
  const [order, setOrder] = useState<number[]>(serverOrder);
  const [saving, setSaving] = useState(false);
  const guardId = useId();
  useEffect(() => setOrder(serverOrder), [serverKey]);

  const byId = new Map((items ?? []).map((item) => [item.id, item]));
  const rows = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const changed = !sameOrder(order, serverOrder);
  useUnsavedChanges(`sortable-table-${guardId}`, changed);

  /** Puts the row at the given place; out-of-range places change nothing. */
  const move = (id: number, to: number) => {
    setOrder((current) => {
      const from = current.indexOf(id);
      if (from < 0 || to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, id);
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSaveOrder(order);
      notifier().success(t('common:sortable.saved'));
    } catch {
      // the api client has said why; a refused order reloads through the caller
    } finally {
      setSaving(false);
    }
  };

  return { order, rows, changed, saving, move, save, undo: () => setOrder(serverOrder) };
}

/** Dragging a row onto another puts it in that row's place; the dragged row fades meanwhile. */
export function useRowDrag(order: readonly number[], move: (id: number, to: number) => void, locked: boolean) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (item: { id: number }) => ({
    draggable: !locked,
    'data-dragging': dragged === item.id ? 'true' : undefined,
    style: dragged === item.id ? { opacity: 0.5 } : undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(item.id));
      setDragged(item.id);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, order.indexOf(item.id));
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });
}
