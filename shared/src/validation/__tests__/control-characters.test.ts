import { z } from 'zod';
import { cleanText, firstUncleanPath, isCleanText, stripForbiddenCharacters } from '../control-characters';
import { V } from '../messages';

describe('control characters and lone surrogates', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', '\u000c'],
    ['escape', '\u001b[31m'],
    ['unit separator', '\u001f'],
    ['DEL', 'a\u007f'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone low surrogate', '\ude00b'],
    ['reversed pair', '\ude00\ud83d'],
  ])('refuses %s', (_name, value) => {
    expect(isCleanText(value)).toBe(false);
  });

  it.each([
    ['plain text', 'Fair 2025'],
    ['Chinese', '展商名录'],
    ['tab, line feed and carriage return', 'a\tb\nc\r\n'],
    ['a surrogate pair (emoji)', 'ok 😀'],
    ['the empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it('strips forbidden characters and keeps everything else', () => {
    expect(stripForbiddenCharacters('\u0000ke\u001fy\u007fword\ud800 😀\t')).toBe('keyword 😀\t');
  });

  it('cleanText refuses with the shared prompt and passes clean text on', () => {
    const schema = cleanText(z.string().trim());
    expect(schema.parse(' title ')).toBe('title');
    const result = schema.safeParse('ti\u0000tle');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(V.controlCharacters);
  });

  it('finds the path of the first unclean string, key or array item', () => {
    expect(firstUncleanPath({ title: 'ok', items: [{ label: 'x' }, { label: 'y\u0000' }] })).toBe('items.1.label');
    expect(firstUncleanPath({ ['na\u0000me']: 'x' })).toBe('name');
    expect(firstUncleanPath(['a', '\u007f'])).toBe('1');
    expect(firstUncleanPath('\ud800')).toBe('');
    expect(firstUncleanPath({ title: 'a\tb', count: 3, on: true, none: null, tags: ['😀'] })).toBeUndefined();
    expect(firstUncleanPath(undefined)).toBeUndefined();
    expect(firstUncleanPath(Buffer.from([0, 1, 2]))).toBeUndefined();
  });
});
