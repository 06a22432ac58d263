import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { imageDimensions } from '../image-dimensions';
import { GIF_1X1, SAFE_SVG } from './samples';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'image-dimensions-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function sizeOf(bytes: Buffer, extension: string) {
  const file = path.join(dir, `sample.${extension}`);
  await writeFile(file, bytes);
  return imageDimensions(file, extension);
}

/** A JPEG head: SOI, an APP1 segment of `metadata` bytes, then a baseline frame of width × height. */
function jpeg(width: number, height: number, metadata: number): Buffer {
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([(metadata + 2) >> 8, (metadata + 2) & 0xff]), Buffer.alloc(metadata)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, ...Array(9).fill(0)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}

describe('imageDimensions', () => {
  it('reads PNG, GIF, BMP and JPEG headers (past large metadata), and answers nothing for SVG', async () => {
    expect(await sizeOf(PNG.sync.write(new PNG({ width: 640, height: 360 })), 'png')).toEqual({ width: 640, height: 360 });
    expect(await sizeOf(GIF_1X1, 'gif')).toEqual({ width: 1, height: 1 });
    const bmp = Buffer.alloc(54);
    bmp.write('BM');
    bmp.writeInt32LE(300, 18);
    bmp.writeInt32LE(-200, 22);
    expect(await sizeOf(bmp, 'bmp')).toEqual({ width: 300, height: 200 });
    expect(await sizeOf(jpeg(1260, 432, 60_000), 'jpg')).toEqual({ width: 1260, height: 432 });
    expect(await sizeOf(SAFE_SVG, 'svg')).toBeUndefined();
  });

  it('answers nothing for a cut-off header', async () => {
    expect(await sizeOf(Buffer.from([0xff, 0xd8, 0xff]), 'jpeg')).toBeUndefined();
    expect(await sizeOf(Buffer.from('\x89PNG'), 'png')).toBeUndefined();
  });
});
