import { z } from 'zod';
import { adminUserCreate, adminUserEdit } from '../admin-user';
import { cleanText, firstUncleanPath, isCleanText, isPlainName, plainName, stripForbiddenCharacters } from '../control-characters';
import { exhibitorAccountCreate } from '../exhibitor-account';
import { V } from '../messages';
import { exhibitorProfileSchema } from '../profile';
import { registrationSchema } from '../registration';

const UPLOAD = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';

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

describe('names refuse invisible characters', () => {
  it.each([
    ['a zero-width space', 'editor\u200b'],
    ['a zero-width joiner', 'edi\u200dtor'],
    ['a right-to-left override', '\u202eeditor'],
    ['a left-to-right mark', 'editor\u200e'],
    ['a byte order mark', '\ufeffeditor'],
    ['a soft hyphen', 'edi\u00adtor'],
    ['a tab', 'editor\t1'],
    ['a line feed', 'editor\n'],
    ['a C1 control', 'editor\u0085'],
    ['a line separator', 'editor\u2028'],
    ['NUL', 'editor\u0000'],
  ])('refuses %s', (_name, value) => {
    expect(isPlainName(value)).toBe(false);
  });

  it.each([
    ['a login name', 'editor'],
    ['a Chinese company name', '上海示例电子有限公司'],
    ['an English company name with punctuation', 'Shanghai Example Electronics Co., Ltd. (R&D)'],
    ['an emoji', 'Fair 😀'],
  ])('accepts %s', (_name, value) => {
    expect(isPlainName(value)).toBe(true);
  });

  it('plainName refuses with the shared name prompt', () => {
    const schema = plainName(z.string().trim());
    expect(schema.parse(' editor ')).toBe('editor');
    expect(schema.safeParse('editor\u200b').error?.issues[0].message).toBe(V.nameCharacters);
  });

  it.each([
    ['staff create (user name)', adminUserCreate, { user_name: 'editor\u200b', nick_name: '', password: 'Fair2025!', operator_password: 'x' }, 'user_name'],
    ['staff create (nick name)', adminUserCreate, { user_name: 'editor2', nick_name: '编辑\u202e', password: 'Fair2025!', operator_password: 'x' }, 'nick_name'],
    ['staff edit (nick name)', adminUserEdit, { id: 1, nick_name: '\u2066编辑' }, 'nick_name'],
    ['exhibitor account create', exhibitorAccountCreate, { name_zh: '示例公司', name_en: 'Example\u200b', email: 'a@b.example', password: 'Fair2025!', exhibitor_types: ['FIE'], operator_password: 'x' }, 'name_en'],
    [
      'registration',
      registrationSchema,
      { channel: 'email', email: 'a@b.example', code: '123456', company_zh: '示例\u200c公司', company_en: '', password: 'Fair2025!', confirm_password: 'Fair2025!', agree: true },
      'company_zh',
    ],
    ['exhibitor profile', exhibitorProfileSchema, { logo: UPLOAD, qr_code: UPLOAD, name_zh_cn: '示例公司\u200b', name_en: 'Example', country: 'CN', categories: [1], intro_zh: '简介', intro_en: 'Intro' }, 'name_zh_cn'],
  ] as const)('%s refuses the name with the prompt', (_name, schema, value, field) => {
    const result = (schema as z.ZodType).safeParse(value);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: V.nameCharacters })]);
  });
});
