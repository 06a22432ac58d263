import { readLocal, writeLocal } from '../session/storage';

/** SPEC §9: the 12 most recent emojis, kept in localStorage under recentEmoji. */
export const RECENT_EMOJI_KEY = 'recentEmoji';
export const RECENT_EMOJI_LIMIT = 12;

/** A compact built-in set (faces, hands, objects of a trade fair) instead of a large emoji library. */
export const EMOJI = [
  '😀', '😁', '😂', '😊', '😍', '😎', '🤔', '😮', '😢', '😡', '👍', '👎',
  '👏', '🙏', '🤝', '💪', '👋', '👌', '✌️', '❤️', '🔥', '⭐', '✨', '🎉',
  '🎁', '🏆', '📢', '📌', '📅', '⏰', '📍', '🚀', '💡', '🔧', '💻', '📱',
  '🔌', '🔋', '📦', '🚚', '🌏', '✅', '❌', '⚠️', '❓', '💬', '📷', '🎤',
] as const;

export function readRecentEmoji(): string[] {
  try {
    const stored: unknown = JSON.parse(readLocal(RECENT_EMOJI_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_EMOJI_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Moves the emoji to the front of the recent list (no duplicates, at most 12) and stores it. */
export function rememberEmoji(emoji: string): string[] {
  const recent = [emoji, ...readRecentEmoji().filter((entry) => entry !== emoji)].slice(0, RECENT_EMOJI_LIMIT);
  writeLocal(RECENT_EMOJI_KEY, JSON.stringify(recent));
  return recent;
}
