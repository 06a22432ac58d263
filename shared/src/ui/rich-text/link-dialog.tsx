import { Button, Form, Input, Modal } from 'antd';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { usable } from './editor-extensions';

/** Only links a reader can follow safely; the server's sanitiser applies the same schemes. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** The link being edited: its address as typed, whether the selection is in a link already, whether the address was refused. */
export interface LinkDraft {
  href: string;
  linked: boolean;
  invalid: boolean;
}

/** The dialog's start: the address of the link at the selection, if any. */
export function linkDraftOf(editor: Editor): LinkDraft {
  return { href: (editor.getAttributes('link').href as string | undefined) ?? '', linked: editor.isActive('link'), invalid: false };
}

export interface LinkDialogProps {
  editor: Editor | null;
  /** open while there is a draft */
  draft: LinkDraft | null;
  onChange: (draft: LinkDraft | null) => void;
}

/** Sets, changes or removes the link of the selection; with nothing selected, the address becomes the text. */
export function LinkDialog({ editor, draft, onChange }: LinkDialogProps) {
  const { t } = useTranslation();

  const apply = () => {
    if (!usable(editor) || !draft) return;
    const href = draft.href.trim();
    if (!LINK_PATTERN.test(href)) {
      onChange({ ...draft, invalid: true });
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // with nothing selected, the address itself becomes the link text
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onChange(null);
  };

  const remove = () => {
    if (usable(editor)) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onChange(null);
  };

  return (
    <Modal
      open={draft !== null}
      title={t('common:editor.linkTitle')}
      okText={t('common:dialog.confirm')}
      cancelText={t('common:dialog.cancel')}
      onOk={apply}
      onCancel={() => onChange(null)}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {draft?.linked ? (
            <Button danger onClick={remove}>
              {t('common:editor.removeLink')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label={t('common:editor.linkUrl')}
          htmlFor="fair-rte-link-url"
          validateStatus={draft?.invalid ? 'error' : undefined}
          help={draft?.invalid ? t('common:editor.linkInvalid') : undefined}
        >
          <Input
            id="fair-rte-link-url"
            autoFocus
            placeholder="https://"
            value={draft?.href ?? ''}
            onChange={(event) => draft && onChange({ ...draft, href: event.target.value, invalid: false })}
            onPressEnter={apply}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
