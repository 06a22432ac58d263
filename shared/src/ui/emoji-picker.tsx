import { useState, type ReactNode } from 'react';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMOJI, readRecentEmoji, rememberEmoji } from './recent-emoji';

function EmojiGrid({ label, emojis, onPick }: { label: string; emojis: readonly string[]; onPick: (emoji: string) => void }) {
  return (
    <div role="group" aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2 }}>
      {emojis.map((emoji) => (
        <Button key={emoji} type="text" size="small" aria-label={emoji} style={{ fontSize: 18 }} onMouseDown={(event) => event.preventDefault()} onClick={() => onPick(emoji)}>
          {emoji}
        </Button>
      ))}
    </div>
  );
}

/** A popover of emojis, the recently used ones first (SPEC §9); `children` is the button that opens it. */
export function EmojiPicker({ onPick, children }: { onPick: (emoji: string) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>(readRecentEmoji);

  const pick = (emoji: string) => {
    setRecent(rememberEmoji(emoji));
    setOpen(false);
    onPick(emoji);
  };

  const content = (
    <div style={{ maxWidth: 290 }}>
      {recent.length > 0 ? (
        <>
          <Typography.Text type="secondary">{t('common:editor.recentEmoji')}</Typography.Text>
          <EmojiGrid label={t('common:editor.recentEmoji')} emojis={recent} onPick={pick} />
        </>
      ) : null}
      <Typography.Text type="secondary">{t('common:editor.allEmoji')}</Typography.Text>
      <EmojiGrid label={t('common:editor.allEmoji')} emojis={EMOJI} onPick={pick} />
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" content={content}>
      {/* the trigger needs a DOM element to hold its ref and place the popover */}
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Popover>
  );
}
