import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { hasVisibleContent } from '../../validation/content-fields';

/**
 * What the editor can hold: paragraphs, two heading levels, lists, bold, italic, links and block images —
 * no code, as the server's sanitiser allows no more.
 */
export function editorExtensions(placeholder: string | undefined) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      codeBlock: false,
      code: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder: placeholder ?? '' }),
  ];
}

/**
 * Whether an editor may be used now. Tiptap destroys an instance a tick after its host's effects are
 * disconnected (unmount, or a Suspense boundary hiding it) and hands out a new one on reconnection; an
 * effect or handler of an older render may still hold the destroyed one, whose schema is gone.
 * (`isDestroyed` cannot tell: it is also true before the view mounts.)
 */
export function usable(editor: Editor | null): editor is Editor {
  return Boolean(editor && (editor.schema as Editor['schema'] | null));
}

/** The form value: the editor's HTML, or '' when it shows nothing (so "required" and "unchanged" work). */
export function valueOf(editor: Editor): string {
  // the empty paragraph the editor keeps after a heading, list or image is not part of the text
  const html = editor.getHTML().replace(/(<p><\/p>)+$/, '');
  return hasVisibleContent(html) ? html : '';
}
