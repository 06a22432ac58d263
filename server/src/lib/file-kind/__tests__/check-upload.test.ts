import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { FILE_TYPES } from '@fair/shared/constants/limits';
import { checkUpload } from '../check-upload';
import { UPLOAD_EXTENSIONS, servesInline, uploadTypeOf } from '../upload-types';
import * as sample from './samples';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-kind-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(name: string, bytes: Uint8Array) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  await writeFile(path, bytes);
  return checkUpload(path, name);
}

async function xlsxBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Exhibitors').addRow(['name', 'booth']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('upload types', () => {
  it('knows every extension of SPEC §5 and the helper\'s svg and webp images', () => {
    const spec = Object.values(FILE_TYPES).flat();
    expect(UPLOAD_EXTENSIONS).toEqual(expect.arrayContaining([...spec, 'svg', 'webp']));
  });

  it('reads the extension case-insensitively and refuses names without a known one', () => {
    expect(uploadTypeOf('LOGO.PNG')?.extension).toBe('png');
    expect(uploadTypeOf('archive.tar.gz')).toBeUndefined();
    expect(uploadTypeOf('noextension')).toBeUndefined();
    expect(uploadTypeOf('page.html')).toBeUndefined();
    expect(uploadTypeOf('setup.exe')).toBeUndefined();
  });

  it('serves images inline and everything else as a download', () => {
    expect(servesInline(uploadTypeOf('a.jpg')!)).toBe(true);
    expect(servesInline(uploadTypeOf('a.mp4')!)).toBe(false);
    expect(servesInline(uploadTypeOf('a.docx')!)).toBe(false);
  });
});

describe('checkUpload', () => {
  it.each([
    ['logo.png', sample.PNG_1X1],
    ['photo.jpg', sample.JPEG_HEAD],
    ['photo.JPEG', sample.JPEG_HEAD],
    ['anim.gif', sample.GIF_1X1],
    ['song.mp3', sample.MP3_ID3],
    ['sound.wav', sample.WAV],
    ['clip.mp4', sample.MP4],
    ['clip.mov', sample.QUICKTIME],
    ['clip.m4v', sample.MP4],
    ['voice.ra', sample.REAL_AUDIO],
    ['track01.cda', sample.CD_AUDIO_TRACK],
    ['old.doc', sample.compoundFile()],
    ['old.doc', sample.compoundFile(sample.WORD_CLASS_ID)],
    ['sheet.xls', sample.compoundFile()],
    ['logo.svg', sample.SAFE_SVG],
  ])('accepts %s whose content matches', async (name, bytes) => {
    const result = await check(name, bytes);
    expect(result).toMatchObject({ ok: true, type: { extension: name.split('.').pop()!.toLowerCase() } });
  });

  it('accepts a real .xlsx workbook and refuses it renamed to .docx', async () => {
    const bytes = await xlsxBytes();
    expect(await check('exhibitors.xlsx', bytes)).toMatchObject({ ok: true });
    expect(await check('exhibitors.docx', bytes)).toEqual({ ok: false, reason: 'content' });
  });

  it.each([
    ['a Windows executable renamed to .jpg', 'cat.jpg', sample.WINDOWS_EXE],
    ['a Linux executable renamed to .png', 'cat.png', sample.LINUX_ELF],
    ['a Windows executable renamed to .zip', 'tools.zip', sample.WINDOWS_EXE],
    ['a Windows Installer package renamed to .doc', 'manual.doc', sample.compoundFile(sample.MSI_CLASS_ID)],
    ['plain text renamed to .png', 'notes.png', sample.PLAIN_TEXT],
    ['a PNG named .jpg', 'logo.jpg', sample.PNG_1X1],
    ['a PNG named .mp4', 'clip.mp4', sample.PNG_1X1],
    ['an empty file', 'empty.png', Buffer.alloc(0)],
    ['a PNG named .svg', 'logo.svg', sample.PNG_1X1],
  ])('refuses %s', async (_label, name, bytes) => {
    expect(await check(name, bytes)).toEqual({ ok: false, reason: 'content' });
  });

  it('refuses names outside SPEC §5 whatever the content', async () => {
    expect(await check('page.html', Buffer.from('<html></html>'))).toEqual({ ok: false, reason: 'extension' });
    expect(await check('setup.exe', sample.WINDOWS_EXE)).toEqual({ ok: false, reason: 'extension' });
    expect(await check('logo', sample.PNG_1X1)).toEqual({ ok: false, reason: 'extension' });
  });

  it('refuses an SVG with script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await check('logo.svg', svg)).toEqual({ ok: false, reason: 'unsafe-svg', problem: 'script' });
  });
});
