import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../locales';
import { flattenMessages, type Messages } from '../messages';

/** Every namespace file of every team is checked: a key in one locale must exist in all three. */
const messagesDir = join(__dirname, '../../messages');
const read = (locale: string, file: string): Messages => JSON.parse(readFileSync(join(messagesDir, locale, file), 'utf8')) as Messages;
const namespaceFiles = [...new Set(LOCALES.flatMap((locale) => readdirSync(join(messagesDir, locale)).filter((file) => file.endsWith('.json'))))].sort();


/** Simplified-only characters (their Traditional forms differ): none may appear in zh-tw texts. */
const SIMPLIFIED_ONLY = [...'请说这个们为发删录码错误时间数据闭开关选择输传载页链节务户账题类别图显导项设认证应领属产动语网络击业报资讯简'];

test('the common namespace exists', () => {
  expect(namespaceFiles).toContain('common.json');
});

describe.each(namespaceFiles)('%s', (file) => {
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, flattenMessages(read(locale, file))]));

  test('exists in zh-cn, zh-tw and en-us with the same keys', () => {
    const reference = Object.keys(byLocale['zh-cn']).sort();
    expect(reference.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect({ locale, keys: Object.keys(byLocale[locale]).sort() }).toEqual({ locale, keys: reference });
  });

  test('no empty texts, and the same {{placeholders}} in every locale', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((entry) => entry.replace(/\s/g, '')).sort();
    for (const [key, text] of Object.entries(byLocale['zh-cn'])) {
      for (const locale of LOCALES) {
        expect({ locale, key, empty: byLocale[locale][key]?.trim() === '' }).toEqual({ locale, key, empty: false });
        expect({ locale, key, placeholders: placeholders(byLocale[locale][key] ?? '') }).toEqual({ locale, key, placeholders: placeholders(text) });
      }
    }
  });

  /** The same text in all three locales is a fixed label (a language name in its own script: 简体中文, 中文). */
  const isFixedLabel = (key: string) => LOCALES.every((locale) => byLocale[locale][key] === byLocale['zh-cn'][key]);

  test('zh-tw is Traditional Chinese and en-us has no Chinese', () => {
    for (const [key, text] of Object.entries(byLocale['zh-tw'])) {
      if (isFixedLabel(key)) continue;
      expect({ key, simplified: [...text].filter((char) => SIMPLIFIED_ONLY.includes(char)) }).toEqual({ key, simplified: [] });
    }
    for (const [key, text] of Object.entries(byLocale['en-us'])) {
      if (isFixedLabel(key)) continue;
      expect({ key, chinese: /[\u4e00-\u9fff]/.test(text) }).toEqual({ key, chinese: false });
    }
  });
});
