import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
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
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from '../emoji-picker';
import { usable } from './editor-extensions';

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

/** Which marks and blocks the selection has, and whether undo and redo can run: the buttons' pressed and enabled states. */
function useToolState(editor: Editor | null) {
  return useEditorState({
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
}

export interface EditorToolbarProps {
  editor: Editor | null;
  disabled?: boolean;
  /** an image is being uploaded: its button spins */
  uploading: boolean;
  onLink: () => void;
  onImage: () => void;
}

type Chain = ReturnType<Editor['chain']>;

/** Bold, italic, headings, lists, link, image, emoji, undo and redo, as one keyboard toolbar. */
export function EditorToolbar({ editor, disabled, uploading, onLink, onImage }: EditorToolbarProps) {
  const { t } = useTranslation();
  const state = useToolState(editor);
  const run = (command: (chain: Chain) => Chain) => {
    if (usable(editor)) command(editor.chain().focus()).run();
  };
  const off = disabled || !editor;
  const heading = (level: 2 | 3) => <span style={{ fontWeight: 600 }}>{`H${level}`}</span>;

  return (
    <div className="fair-rte-toolbar" role="toolbar" aria-label={t('common:editor.toolbar')} onKeyDown={onToolbarKeyDown}>
      <ToolButton label={t('common:editor.bold')} icon={<BoldOutlined />} active={state?.bold} disabled={off} onClick={() => run((chain) => chain.toggleBold())} />
      <ToolButton label={t('common:editor.italic')} icon={<ItalicOutlined />} active={state?.italic} disabled={off} onClick={() => run((chain) => chain.toggleItalic())} />
      <span className="fair-rte-separator" aria-hidden />
      <ToolButton label={t('common:editor.heading2')} icon={heading(2)} active={state?.heading2} disabled={off} onClick={() => run((chain) => chain.toggleHeading({ level: 2 }))} />
      <ToolButton label={t('common:editor.heading3')} icon={heading(3)} active={state?.heading3} disabled={off} onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))} />
      <ToolButton label={t('common:editor.bulletList')} icon={<UnorderedListOutlined />} active={state?.bulletList} disabled={off} onClick={() => run((chain) => chain.toggleBulletList())} />
      <ToolButton label={t('common:editor.orderedList')} icon={<OrderedListOutlined />} active={state?.orderedList} disabled={off} onClick={() => run((chain) => chain.toggleOrderedList())} />
      <span className="fair-rte-separator" aria-hidden />
      <ToolButton label={t('common:editor.link')} icon={<LinkOutlined />} active={state?.link} disabled={off} onClick={onLink} />
      <ToolButton label={t('common:editor.image')} icon={<PictureOutlined />} disabled={off} loading={uploading} onClick={onImage} />
      <EmojiPicker onPick={(emoji) => run((chain) => chain.insertContent(emoji))}>
        <ToolButton label={t('common:editor.emoji')} icon={<SmileOutlined />} disabled={off} onClick={() => undefined} />
      </EmojiPicker>
      <span className="fair-rte-separator" aria-hidden />
      <ToolButton label={t('common:editor.undo')} icon={<UndoOutlined />} disabled={off || !state?.canUndo} onClick={() => run((chain) => chain.undo())} />
      <ToolButton label={t('common:editor.redo')} icon={<RedoOutlined />} disabled={off || !state?.canRedo} onClick={() => run((chain) => chain.redo())} />
    </div>
  );
}
