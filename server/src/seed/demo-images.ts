import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import { uploadedFiles } from '../db/schema/content';
import { type FileStorage, fileUrl, newStorageKey } from '../lib/storage/file-storage';

/**
 * Seed pictures go into the storage the caller serves uploads from; QR codes point at PUBLIC_URL, else this
 * server on localhost.
 */
export function demoImageOptions(storage: FileStorage, config: Pick<AppConfig, 'publicUrl' | 'port'>): { storage: FileStorage; publicUrl: string } {
  return { storage, publicUrl: config.publicUrl ?? `http://localhost:${config.port}` };
}

/** SPEC §5 image guidance for logos, QR codes and product images: 300x300. */
export const DEMO_IMAGE_SIZE = 300;

type Rgb = readonly [number, number, number];

/** Calm, distinct colours; picked by index so every run draws the same pictures. */
const PALETTE: Rgb[] = [
  [31, 95, 191],
  [0, 150, 136],
  [232, 119, 34],
  [142, 68, 173],
  [39, 174, 96],
  [192, 57, 43],
  [41, 128, 185],
  [211, 84, 0],
  [22, 160, 133],
  [127, 140, 141],
];

/**
 * A 300x300 tile: a diagonal wash of one palette colour with a lighter centred motif that differs by
 * `variant` (circle, diamond, rings), so neighbouring products and logos are told apart at a glance.
 */
export function tilePng(index: number, variant: number): Buffer {
  const key = `${index % PALETTE.length}:${variant % 3}`;
  let tile = tiles.get(key);
  if (!tile) tiles.set(key, (tile = drawTile(PALETTE[index % PALETTE.length], variant % 3)));
  return tile;
}

/** 30 distinct tiles at most: drawn once each, however many products and logos use them. */
const tiles = new Map<string, Buffer>();

function drawTile(base: Rgb, shape: number): Buffer {
  const size = DEMO_IMAGE_SIZE;
  const png = new PNG({ width: size, height: size, colorType: 2 });
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x - centre;
      const dy = y - centre;
      const distance = Math.sqrt(dx * dx + dy * dy);
      const inMotif =
        shape === 0 ? distance < size * 0.28 : shape === 1 ? Math.abs(dx) + Math.abs(dy) < size * 0.32 : Math.floor(distance / (size * 0.07)) % 2 === 0 && distance < size * 0.4;
      // share of white mixed into the palette colour: a light motif on a gentle diagonal wash
      const white = inMotif ? 0.72 : (0.15 * (x + y)) / (2 * size);
      const offset = (y * size + x) << 2;
      png.data[offset] = Math.round(base[0] + (255 - base[0]) * white);
      png.data[offset + 1] = Math.round(base[1] + (255 - base[1]) * white);
      png.data[offset + 2] = Math.round(base[2] + (255 - base[2]) * white);
      png.data[offset + 3] = 255;
    }
  }
  // one filter (Sub suits the horizontal wash) instead of pngjs trying all five per row: same picture, far less work
  return PNG.sync.write(png, { colorType: 2, filterType: 1 });
}

/** A 300x300 QR code PNG of `text`. */
export function qrCodePng(text: string): Promise<Buffer> {
  // filterType reaches pngjs through rendererOpts (not in qrcode's types): black-and-white runs need no filter search
  const rendererOpts = { filterType: 0 } as QRCode.QRCodeToBufferOptions['rendererOpts'];
  return QRCode.toBuffer(text, { type: 'png', width: DEMO_IMAGE_SIZE, margin: 2, errorCorrectionLevel: 'M', rendererOpts });
}

/**
 * Stores seed pictures through the configured storage (local disk or S3) and records them like uploads, so
 * GET /api/files/… serves them. The seed is their author, not a person: they are recorded as admin files
 * with owner 0, which no account has; an exhibitor may keep such a picture on its profile or product
 * (an unchanged value stays) but cannot point another form at it.
 */
export function demoImageStore(db: Database, storage: FileStorage) {
  let tempDir: string | undefined;
  return {
    async put(png: Buffer, name: string): Promise<string> {
      tempDir ??= await mkdtemp(path.join(os.tmpdir(), 'fair-seed-'));
      const key = newStorageKey('png');
      const temp = path.join(tempDir, key.replace(/\//g, '-'));
      await writeFile(temp, png);
      await storage.put(key, temp, { contentType: 'image/png', size: png.length });
      await db.insert(uploadedFiles).values({ owner_kind: 'admin_user', owner_id: 0, storage_key: key, original_name: name, mime: 'image/png', size: png.length });
      return fileUrl(key);
    },
    async dispose(): Promise<void> {
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    },
  };
}

export type DemoImageStore = ReturnType<typeof demoImageStore>;
