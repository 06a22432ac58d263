import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { RECENT_EMOJI_KEY, RECENT_EMOJI_LIMIT, readRecentEmoji, rememberEmoji } from '../recent-emoji';
import { RichTextEditor } from '../rich-text-editor';

// the editor under jsdom on a shared 2-core machine takes seconds per test
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

// jsdom does no layout; ProseMirror measures the selection when it scrolls it into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-cn');
});

describe('recent emojis (SPEC §9: up to 12 under recentEmoji)', () => {
  it('keeps the 12 most recent, newest first, each once', () => {
    const picked = ['😀', '😁', '😂', '😊', '😍', '😎', '🤔', '😮', '😢', '😡', '👍', '👎', '👏'];
    for (const emoji of picked) rememberEmoji(emoji);
    expect(RECENT_EMOJI_LIMIT).toBe(12);
    expect(readRecentEmoji()).toEqual([...picked].reverse().slice(0, 12));
    rememberEmoji('😂');
    expect(readRecentEmoji()[0]).toBe('😂');
    expect(readRecentEmoji().filter((emoji) => emoji === '😂')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(RECENT_EMOJI_KEY) ?? '[]')).toEqual(readRecentEmoji());
  });

  it('reads a damaged entry as no recent emoji', () => {
    localStorage.setItem(RECENT_EMOJI_KEY, '{not json');
    expect(readRecentEmoji()).toEqual([]);
  });
});

describe('emoji button of the rich-text editor', () => {
  it('inserts the picked emoji and lists it under recently used', async () => {
    const changes: string[] = [];
    render(<RichTextEditor aria-label="内容" onChange={(html) => changes.push(html)} />);
    const emojiButton = await screen.findByRole('button', { name: '表情' });
    await waitFor(() => expect(emojiButton).toBeEnabled());

    fireEvent.click(emojiButton);
    const all = await screen.findByRole('group', { name: '全部表情' });
    expect(screen.queryByRole('group', { name: '最近使用' })).toBeNull();
    act(() => fireEvent.click(within(all).getByRole('button', { name: '🎉' })));
    await waitFor(() => expect(changes.at(-1)).toBe('<p>🎉</p>'));
    expect(readRecentEmoji()).toEqual(['🎉']);

    fireEvent.click(emojiButton);
    const recent = await screen.findByRole('group', { name: '最近使用' });
    expect(within(recent).getByRole('button', { name: '🎉' })).toBeInTheDocument();
  });
});
