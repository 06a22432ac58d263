import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/api-error';
import { markDirty, useUnsavedChanges } from '../unsaved-changes';

type NamePath = (string | number)[];

const normalized = (value: unknown): unknown => (value === undefined || value === null ? '' : value);

/** Equal as a user sees a form: a missing value and an empty one are the same. */
export function sameFormValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (JSON.stringify(normalized(left[key])) !== JSON.stringify(normalized(right[key]))) return false;
  }
  return true;
}

/** "names.0.zh" → ["names", 0, "zh"]: the server's dotted field as an antd name path. */
export const namePathOf = (field: string): NamePath => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const SCROLL = { block: 'center', behavior: 'smooth' } as const;

/**
 * The server's 422 field errors beside their fields (only fields this form has), scrolled to. A part of a
 * compound field ("phone.number") is shown on the field holding it ("phone").
 */
function showServerErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  // registered fields, as antd lists them, joined like the server names them
  const known = form.getFieldsError().map((entry) => entry.name.join('.'));
  const holderOf = (field: string) => (known.includes(field) ? field : known.find((name) => field.startsWith(`${name}.`)));
  const entries = Object.entries(error.fieldErrors).flatMap(([field, message]) => {
    const holder = holderOf(field);
    return holder ? [[holder, message] as const] : [];
  });
  if (entries.length === 0) return;
  form.setFields(entries.map(([field, message]) => ({ name: namePathOf(field), errors: [message] })));
  form.scrollToField(namePathOf(entries[0][0]), SCROLL);
}

export interface FormSaveOptions<V extends object> {
  form: FormInstance<V>;
  /** the unsaved-changes guard's id for this form */
  formId: string;
  /** the values the form started from (loaded record or defaults) */
  baseline: V;
}

/**
 * What every console form does around a save: dirty tracking against the loaded values with the
 * leave guard (请确认修改已保存！), client validation scrolling to the first refused field, one save at a
 * time, the server's 422 field errors put in place beside their fields (every value kept) and scrolled
 * to, and a clean state after success.
 */
export function useFormSave<V extends object>({ form, formId, baseline }: FormSaveOptions<V>) {
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const baselineRef = useRef(baseline);
  const busyRef = useRef(false);
  useUnsavedChanges(formId, dirty);

  const onValuesChange = useCallback((_changed: unknown, all: V) => setDirty(!sameFormValues(all, baselineRef.current)), []);

  /** Validates, then runs the save; its result, or null when refused (nothing is lost). */
  const submit = useCallback(
    async <R>(reason: string, run: (values: V) => Promise<R>): Promise<R | null> => {
      if (busyRef.current) return null;
      let values: V;
      try {
        values = await form.validateFields();
      } catch (error) {
        const first = (error as { errorFields?: { name: NamePath }[] }).errorFields?.[0];
        if (first) form.scrollToField(first.name as never, SCROLL);
        return null;
      }
      busyRef.current = true;
      setBusy(reason);
      try {
        const result = await run(values);
        setDirty(false);
        // at once, not after the next render: a navigation right after must not ask about unsaved changes
        markDirty(formId, false);
        return result;
      } catch (error) {
        showServerErrors(form, error);
        return null;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [form, formId],
  );

  /** After a save: what the server kept becomes the form's values and its new baseline. */
  const resetBaseline = useCallback(
    (values: V) => {
      baselineRef.current = values;
      form.setFieldsValue(values as never);
      setDirty(false);
    },
    [form],
  );

  return { dirty, busy, onValuesChange, submit, resetBaseline };
}
