import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { inArray } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { DatabaseHandle } from '../../db/client';
import { uploadedFiles } from '../../db/schema/content';
import { exhibitors } from '../../db/schema/exhibitors';
import { products } from '../../db/schema/products';
import { openEmptyTestDatabase } from '../../test/test-database';
import { storageKeyOfUrl } from '../../lib/storage/file-storage';
import { localStorage } from '../../lib/storage/local-storage';
import { qrCodePng } from '../demo-images';
import { seedDemoFair } from '../seed-demo';

const PUBLIC_URL = 'https://fair.example';

describe('demo seed pictures', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const storage = () => localStorage(dir);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fair-seed-images-'));
    handle = await openEmptyTestDatabase();
    await seedDemoFair(handle.db, { withAccounts: true, images: { storage: storage(), publicUrl: PUBLIC_URL } });
  }, 300_000);
  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const stored = async (url: string) => {
    const key = storageKeyOfUrl(url);
    expect(key).toBeDefined();
    const object = await storage().get(key!);
    expect(object).toBeDefined();
    return buffer(object!.stream);
  };

  it('gives every product a stored 300x300 PNG under 150 KB (SPEC §5 guidance), recorded like an upload', async () => {
    const rows = await handle.db.select({ image: products.image }).from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const { image } of rows) {
      const bytes = await stored(image);
      const png = PNG.sync.read(bytes);
      expect([png.width, png.height]).toEqual([300, 300]);
      expect(bytes.length).toBeLessThan(150 * 1024);
    }
    const keys = rows.map(({ image }) => storageKeyOfUrl(image)!);
    const records = await handle.db.select({ mime: uploadedFiles.mime }).from(uploadedFiles).where(inArray(uploadedFiles.storage_key, keys));
    expect(records).toHaveLength(keys.length);
    expect(new Set(records.map((record) => record.mime))).toEqual(new Set(['image/png']));
    // neighbouring products look different
    expect(new Set(await Promise.all(rows.map(async ({ image }) => (await stored(image)).toString('base64')))).size).toBe(rows.length);
  });

  it('gives every exhibitor a logo and a QR code of its catalogue page', async () => {
    const rows = await handle.db.select({ id: exhibitors.id, logo: exhibitors.logo, qr_code: exhibitors.qr_code }).from(exhibitors);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(PNG.sync.read(await stored(row.logo!)).width).toBe(300);
      expect(await stored(row.qr_code!)).toEqual(await qrCodePng(`${PUBLIC_URL}/catalogue/exhibitors/${row.id}`));
    }
  });
});
