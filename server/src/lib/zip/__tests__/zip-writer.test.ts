import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import unzipper from 'unzipper';
import { ZipWriter } from '../zip-writer';

describe('ZipWriter', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zip-writer-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes a zip that two independent readers open with UTF-8 names and exact bytes', async () => {
    const file = path.join(folder, 'a.zip');
    const writer = new ZipWriter(createWriteStream(file), new Date(2025, 2, 26, 9, 30, 0));
    const big = Buffer.alloc(300_000, 7);
    await writer.add('1-上海演示电子.png', Buffer.from('first'));
    await writer.add('2-Demo.png', big);
    await writer.add('3-empty.png', Buffer.alloc(0));
    const size = await writer.finish();
    expect((await stat(file)).size).toBe(size);

    const zip = await JSZip.loadAsync(await readFile(file));
    expect(Object.keys(zip.files)).toEqual(['1-上海演示电子.png', '2-Demo.png', '3-empty.png']);
    expect(await zip.file('1-上海演示电子.png')?.async('string')).toBe('first');
    expect((await zip.file('2-Demo.png')?.async('nodebuffer'))?.equals(big)).toBe(true);
    expect(zip.files['2-Demo.png'].date.getFullYear()).toBe(2025);

    const directory = await unzipper.Open.file(file);
    expect(directory.files.map((entry) => [entry.path, entry.uncompressedSize])).toEqual([
      ['1-上海演示电子.png', 5],
      ['2-Demo.png', 300_000],
      ['3-empty.png', 0],
    ]);
    expect((await directory.files[1].buffer()).equals(big)).toBe(true);
  });

  it('writes an empty archive that readers accept', async () => {
    const file = path.join(folder, 'empty.zip');
    await new ZipWriter(createWriteStream(file)).finish();
    expect(Object.keys((await JSZip.loadAsync(await readFile(file))).files)).toEqual([]);
  });
});
