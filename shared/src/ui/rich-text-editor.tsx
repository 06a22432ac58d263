import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { App, Button, Form, Input, Modal, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  SmileOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useTranslation } from 'react-i18next';
import { hasVisibleContent } from '../validation/content-fields';
import { EmojiPicker } from './emoji-picker';
import { refusalOf, uploadFile } from './image-upload-field';

/** The editor's own rules; antd styles the toolbar buttons. */
const EDITOR_CSS = `
.fair-rte { border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; transition: border-color .2s; }
.fair-rte:focus-within { border-color: #4096ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.fair-rte-error, .fair-rte-error:focus-within { border-color: #ff4d4f; }
.fair-rte-disabled { background: #f5f5f5; }
.fair-rte-toolbar { display: flex; flex-wrap: wrap; gap: 2px; padding: 4px 6px; border-bottom: 1px solid #f0f0f0; }
.fair-rte-toolbar .ant-btn { min-width: 32px; }
.fair-rte-toolbar .fair-rte-active { background: #e6f4ff; color: #0958d9; }
.fair-rte-separator { width: 1px; margin: 4px 4px; background: #f0f0f0; }
.fair-rte-content .ProseMirror { min-height: 200px; max-height: 560px; overflow-y: auto; padding: 8px 12px; outline: none; line-height: 1.7; word-break: break-word; }
.fair-rte-content .ProseMirror p { margin: 0 0 8px; }
.fair-rte-content .ProseMirror h2 { font-size: 20px; margin: 12px 0 8px; }
.fair-rte-content .ProseMirror h3 { font-size: 17px; margin: 10px 0 6px; }
.fair-rte-content .ProseMirror ul, .fair-rte-content .ProseMirror ol { padding-left: 24px; margin: 0 0 8px; }
.fair-rte-content .ProseMirror img { max-width: 100%; height: auto; }
.fair-rte-content .ProseMirror img.ProseMirror-selectednode { outline: 2px solid #4096ff; }
.fair-rte-content .ProseMirror a { color: #1677ff; text-decoration: underline; }
.fair-rte-content .ProseMirror p.is-editor-empty:first-child::before { content: attr(data-placeholder); color: #bfbfbf; float: left; height: 0; pointer-events: none; }
`;

/** Only links a reader can follow safely; the server's sanitiser applies the same schemes. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * Whether an editor may be used now. Tiptap destroys an instance a tick after its host's effects are
 * disconnected (unmount, or a Suspense boundary hiding it) and hands out a new one on reconnection; an
 * effect or handler of an older render may still hold the destroyed one, whose schema is gone.
 * (`isDestroyed` cannot tell: it is also true before the view mounts.)
 */
function usable(editor: Editor | null): editor is Editor {
  return Boolean(editor && (editor.schema as Editor['schema'] | null));
}

/** The form value: the editor's HTML, or '' when it shows nothing (so "required" and "unchanged" work). */
function valueOf(editor: Editor): string {
  // the empty paragraph the editor keeps after a heading, list or image is not part of the text
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  return hasVisibleContent(html) ? html : '';
}

export interface RichTextEditorProps {
  /** HTML; '' or undefined when empty */
  value?: string;
  onChange?: (html: string) => void;
  /**
   * Uploads a picked image and resolves with its url. Defaults to the upload call of the session's
   * client type (exhibitor or admin endpoint); failures are shown by the api client.
   */
  uploadImage?: (file: File) => Promise<string>;
  placeholder?: string;
  disabled?: boolean;
  /** set by antd Form.Item: the label points at the editable area */
  id?: string;
  /** accessible name of the editable area, e.g. the field's label */
  'aria-label'?: string;
  /** set by antd Form.Item while the field fails validation */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** set by antd Form.Item: the field's help and error texts */
  'aria-describedby'?: string;
}

const defaultUpload = (file: File) => uploadFile(file).then((uploaded) => uploaded.url);

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

function ToolButton({ label, icon, onClick, active, disabled, loading }: ToolButtonProps) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        className={active ? 'fair-rte-active' : undefined}
        disabled={disabled}
        loading={loading}
        // keep the editor's selection: a mouse press on the toolbar must not move focus out of the text
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        data-rte-tool
      />
    </Tooltip>
  );
}

/**
 * Toolbar keys: besides Tab through the buttons, arrow keys, Home and End move between them (WAI-ARIA
 * toolbar). Buttons are found by attribute so disabled ones are skipped.
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-rte-tool]:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length].focus();
}

/**
 * Rich-text field (news, booth activities, notifications): a controlled HTML `value`/`onChange` pair,
 * usable as an antd Form.Item child. Toolbar: bold, italic, headings, lists, link, image (uploaded), emoji,
 * undo and redo, each also on the keyboard (Tiptap's shortcuts: Ctrl/⌘+B, I, Z, Shift+Z, Alt+2/3 …).
 * The HTML is only what the editor's schema allows; the server sanitises it again on save.
 */
export function RichTextEditor({
  value,
  onChange,
  uploadImage = defaultUpload,
  placeholder,
  disabled,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  'aria-describedby': ariaDescribedBy,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  // the page root's dialog: themed with it and gone with it
  const { modal } = App.useApp();
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // the value the form holds: transactions that leave the text as it is (the editor settling after
  // mount, selection-only changes) must not count as an edit, or the form would validate untouched fields
  const valueRef = useRef(value ?? '');
  valueRef.current = value ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkDialog, setLinkDialog] = useState<{ href: string } | null>(null);
  const [linkError, setLinkError] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
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

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const on = usable(current) ? current : null;
      return {
        bold: on?.isActive('bold') ?? false,
        italic: on?.isActive('italic') ?? false,
        heading2: on?.isActive('heading', { level: 2 }) ?? false,
        heading3: on?.isActive('heading', { level: 3 }) ?? false,
        bulletList: on?.isActive('bulletList') ?? false,
        orderedList: on?.isActive('orderedList') ?? false,
        link: on?.isActive('link') ?? false,
        canUndo: on?.can().undo() ?? false,
        canRedo: on?.can().redo() ?? false,
      };
    },
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (usable(editor)) command(editor.chain().focus()).run();
  };

  const openLinkDialog = () => {
    if (!usable(editor)) return;
    setLinkError(false);
    setLinkDialog({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  };

  const applyLink = () => {
    if (!usable(editor) || !linkDialog) return;
    const href = linkDialog.href.trim();
    if (!LINK_PATTERN.test(href)) {
      setLinkError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // with nothing selected, the address itself becomes the link text
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkDialog(null);
  };

  const removeLink = () => {
    if (usable(editor)) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkDialog(null);
  };

  const pickImage = async (file: File | undefined) => {
    if (!file || !usable(editor)) return;
    const refusal = refusalOf(file);
    if (refusal) {
      modal.error({ title: t('common:dialog.title'), content: t(refusal) });
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch {
      // the api client has shown why; the text stays as it was
    } finally {
      setUploading(false);
    }
  };

  const classes = ['fair-rte', invalid ? 'fair-rte-error' : '', disabled ? 'fair-rte-disabled' : ''].filter(Boolean).join(' ');
  const off = disabled || !editor;

  return (
    <div className={classes}>
      <style>{EDITOR_CSS}</style>
      <div className="fair-rte-toolbar" role="toolbar" aria-label={t('common:editor.toolbar')} onKeyDown={onToolbarKeyDown}>
        <ToolButton label={t('common:editor.bold')} icon={<BoldOutlined />} active={state?.bold} disabled={off} onClick={() => run((chain) => chain.toggleBold())} />
        <ToolButton label={t('common:editor.italic')} icon={<ItalicOutlined />} active={state?.italic} disabled={off} onClick={() => run((chain) => chain.toggleItalic())} />
        <span className="fair-rte-separator" aria-hidden />
        <ToolButton
          label={t('common:editor.heading2')}
          icon={<span style={{ fontWeight: 600 }}>H2</span>}
          active={state?.heading2}
          disabled={off}
          onClick={() => run((chain) => chain.toggleHeading({ level: 2 }))}
        />
        <ToolButton
          label={t('common:editor.heading3')}
          icon={<span style={{ fontWeight: 600 }}>H3</span>}
          active={state?.heading3}
          disabled={off}
          onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))}
        />
        <ToolButton label={t('common:editor.bulletList')} icon={<UnorderedListOutlined />} active={state?.bulletList} disabled={off} onClick={() => run((chain) => chain.toggleBulletList())} />
        <ToolButton label={t('common:editor.orderedList')} icon={<OrderedListOutlined />} active={state?.orderedList} disabled={off} onClick={() => run((chain) => chain.toggleOrderedList())} />
        <span className="fair-rte-separator" aria-hidden />
        <ToolButton label={t('common:editor.link')} icon={<LinkOutlined />} active={state?.link} disabled={off} onClick={openLinkDialog} />
        <ToolButton label={t('common:editor.image')} icon={<PictureOutlined />} disabled={off} loading={uploading} onClick={() => fileInput.current?.click()} />
        <EmojiPicker onPick={(emoji) => run((chain) => chain.insertContent(emoji))}>
          <ToolButton label={t('common:editor.emoji')} icon={<SmileOutlined />} disabled={off} onClick={() => undefined} />
        </EmojiPicker>
        <span className="fair-rte-separator" aria-hidden />
        <ToolButton label={t('common:editor.undo')} icon={<UndoOutlined />} disabled={off || !state?.canUndo} onClick={() => run((chain) => chain.undo())} />
        <ToolButton label={t('common:editor.redo')} icon={<RedoOutlined />} disabled={off || !state?.canRedo} onClick={() => run((chain) => chain.redo())} />
      </div>
      <EditorContent editor={editor} className="fair-rte-content" />
      <input
        ref={fileInput}
        type="file"
        style={{ display: 'none' }}
        accept="image/gif,image/jpeg,image/png,image/bmp"
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void pickImage(file);
        }}
      />
      <Modal
        open={linkDialog !== null}
        title={t('common:editor.linkTitle')}
        okText={t('common:dialog.confirm')}
        cancelText={t('common:dialog.cancel')}
        onOk={applyLink}
        onCancel={() => setLinkDialog(null)}
        destroyOnHidden
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            {state?.link ? (
              <Button danger onClick={removeLink}>
                {t('common:editor.removeLink')}
              </Button>
            ) : null}
            <CancelBtn />
            <OkBtn />
          </>
        )}
      >
        <Form layout="vertical" onFinish={applyLink}>
          <Form.Item
            label={t('common:editor.linkUrl')}
            htmlFor="fair-rte-link-url"
            validateStatus={linkError ? 'error' : undefined}
            help={linkError ? t('common:editor.linkInvalid') : undefined}
          >
            <Input
              id="fair-rte-link-url"
              autoFocus
              placeholder="https://"
              value={linkDialog?.href ?? ''}
              onChange={(event) => {
                setLinkError(false);
                setLinkDialog({ href: event.target.value });
              }}
              onPressEnter={applyLink}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

