import { useRef, useState } from 'react';
import { EditorContent } from '@tiptap/react';
import { uploadFile } from './image-upload-field';
import { usable } from './rich-text/editor-extensions';
import { EDITOR_CSS } from './rich-text/editor-styles';
import { EditorToolbar } from './rich-text/editor-toolbar';
import { ImageFileInput, useImageInsert } from './rich-text/image-insert';
import { LinkDialog, linkDraftOf, type LinkDraft } from './rich-text/link-dialog';
import { MediaPicker, altOf } from './rich-text/media-picker';
import { useBoundEditor } from './rich-text/use-bound-editor';

export interface RichTextEditorProps {
  /** HTML; '' or undefined when empty */
  value?: string;
  onChange?: (html: string) => void;
  /**
   * Uploads a picked image and resolves with its url. Defaults to the upload call of the session's
   * client type (exhibitor or admin endpoint); failures are shown by the api client.
   */
  uploadImage?: (file: File) => Promise<string>;
  /**
   * The image button opens the media library's published images (with an upload from the computer beside
   * them); false: it picks a file from the computer at once.
   */
  imageLibrary?: boolean;
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

/**
 * Rich-text field (news, booth activities, notifications): a controlled HTML `value`/`onChange` pair,
 * usable as an antd Form.Item child. Toolbar: bold, italic, headings, lists, link, image (from the media library
 * with its alt text, or uploaded), emoji,
 * undo and redo, each also on the keyboard (Tiptap's shortcuts: Ctrl/⌘+B, I, Z, Shift+Z, Alt+2/3 …).
 * The HTML is only what the editor's schema allows; the server sanitises it again on save.
 */
export function RichTextEditor({
  value,
  onChange,
  uploadImage = defaultUpload,
  imageLibrary = true,
  placeholder,
  disabled,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  'aria-describedby': ariaDescribedBy,
}: RichTextEditorProps) {
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const editor = useBoundEditor({ value, onChange, placeholder, disabled, id, ariaLabel, invalid, ariaRequired, ariaDescribedBy });
  const image = useImageInsert(editor, uploadImage);
  const fileInput = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<LinkDraft | null>(null);
  const [picking, setPicking] = useState(false);
  const pickFromDisk = () => fileInput.current?.click();
  const classes = ['fair-rte', invalid ? 'fair-rte-error' : '', disabled ? 'fair-rte-disabled' : ''].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <style>{EDITOR_CSS}</style>
      <EditorToolbar
        editor={editor}
        disabled={disabled}
        uploading={image.uploading}
        onLink={() => usable(editor) && setLink(linkDraftOf(editor))}
        onImage={() => (imageLibrary ? setPicking(true) : pickFromDisk())}
      />
      <EditorContent editor={editor} className="fair-rte-content" />
      <ImageFileInput ref={fileInput} onPick={(file) => void image.insert(file)} />
      <LinkDialog editor={editor} draft={link} onChange={setLink} />
      {picking ? (
        <MediaPicker
          onClose={() => setPicking(false)}
          onUpload={() => {
            setPicking(false);
            pickFromDisk();
          }}
          onPick={(picked) => {
            setPicking(false);
            image.insertStored(picked.url, altOf(picked));
          }}
        />
      ) : null}
    </div>
  );
}
