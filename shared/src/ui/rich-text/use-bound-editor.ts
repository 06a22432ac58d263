import { useEffect, useRef } from 'react';
import { useEditor } from '@tiptap/react';
import { editorExtensions, usable, valueOf } from './editor-extensions';

type AriaFlag = boolean | 'true' | 'false';

export interface BoundEditorOptions {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  ariaLabel?: string;
  invalid: boolean;
  ariaRequired?: AriaFlag;
  ariaDescribedBy?: string;
}

/**
 * A Tiptap editor bound to a form value: it reports edits as HTML, takes values set from outside, follows
 * `disabled`, and carries the Form.Item's state (invalid, required, described by) onto its editable area.
 */
export function useBoundEditor({ value, onChange, placeholder, disabled, id, ariaLabel, invalid, ariaRequired, ariaDescribedBy }: BoundEditorOptions) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // the value the form holds: transactions that leave the text as it is (the editor settling after
  // mount, selection-only changes) must not count as an edit, or the form would validate untouched fields
  const valueRef = useRef(value ?? '');
  valueRef.current = value ?? '';

  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    content: value || '',
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = valueOf(current);
      if (next === valueRef.current) return;
      valueRef.current = next;
      onChangeRef.current?.(next);
    },
  });

  // A value set from outside (the form loads an item, resets) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (usable(editor) && (value ?? '') !== valueOf(editor)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // no update event: becoming (un)editable is not an edit
    if (usable(editor)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Form.Item's state changes after the editor exists: carried onto the editable area itself
  useEffect(() => {
    const area = usable(editor) ? editor.view.dom : undefined;
    if (!area) return;
    area.setAttribute('aria-invalid', String(invalid));
    const set = (name: string, attribute: string | undefined) => (attribute ? area.setAttribute(name, attribute) : area.removeAttribute(name));
    set('aria-required', ariaRequired === true || ariaRequired === 'true' ? 'true' : undefined);
    set('aria-describedby', ariaDescribedBy);
  }, [editor, invalid, ariaRequired, ariaDescribedBy]);

  return editor;
}
