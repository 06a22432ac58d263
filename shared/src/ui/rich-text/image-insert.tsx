import { useState, type Ref } from 'react';
import { App } from 'antd';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../image-upload-field';
import { usable } from './editor-extensions';

/**
 * Uploads a picked image and inserts it at the selection, named after its file (a library image carries its alt text). A file the upload rules
 * refuse is explained in a dialog and never sent.
 */
export function useImageInsert(editor: Editor | null, uploadImage: (file: File) => Promise<string>) {
  const { t } = useTranslation();
  // the page root's dialog: themed with it and gone with it
  const { modal } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const insert = async (file: File | undefined) => {
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

  /** inserts an image already stored (a media library pick) with its own alt text */
  const insertStored = (src: string, alt: string) => {
    if (usable(editor)) editor.chain().focus().setImage({ src, alt }).run();
  };

  return { uploading, insert, insertStored };
}

/** The hidden file chooser behind the image button; the same file may be picked again. */
export function ImageFileInput({ ref, onPick }: { ref: Ref<HTMLInputElement>; onPick: (file: File | undefined) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      style={{ display: 'none' }}
      accept="image/gif,image/jpeg,image/png,image/bmp"
      aria-hidden
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onPick(file);
      }}
    />
  );
}
