import { count, eq } from 'drizzle-orm';
import type { FileStorage } from '../lib/storage/file-storage';
import type { Database } from '../db/client';
import { adminUsers } from '../db/schema/admins';
import { ads, globalSettings, messageReceipts, messages } from '../db/schema/content';
import { exhibitorApplicationAreas, exhibitorCategories, exhibitors } from '../db/schema/exhibitors';
import { applicationAreas, halls, productCategories, productProperties } from '../db/schema/reference';
import { syncCountries } from '../db/sync-countries';
import { type DemoAccountIds, seedDemoAccounts } from './demo-accounts';
import { seedDemoContent } from './demo-content';
import { seedDemoMiniprog } from './demo-miniprog';
import { seedDemoCheckin } from './demo-checkin';
import { type DemoImageStore, demoImageStore, qrCodePng, tilePng } from './demo-images';
import { demoExhibitors } from './demo-exhibitors';
import {
  type CategoryNode,
  DEMO_ADS,
  DEMO_APPLICATION_AREAS,
  DEMO_CATEGORIES,
  DEMO_FAIR,
  DEMO_HALLS,
  DEMO_MESSAGES,
  DEMO_PRODUCT_PROPERTIES,
} from './demo-reference-data';

export const FAIR_SETTING_KEY = 'fair';
const BOOTH_BANDS = [9, 18, 36, 54, 72];

/** Where seed pictures go: the storage uploads use, and the public address QR codes point at. */
export interface DemoImageOptions {
  storage: FileStorage;
  /** e.g. https://fair.example.com or http://localhost:8080, without a trailing slash */
  publicUrl: string;
}

export interface DemoSeedResult {
  exhibitors: number;
  accounts: DemoAccountIds | null;
}

/** True when the database holds no fair yet: no fair setting, no exhibitor, no admin user. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [[fair], [exhibitorCount], [adminCount]] = await Promise.all([
    db.select({ value: count() }).from(globalSettings),
    db.select({ value: count() }).from(exhibitors),
    db.select({ value: count() }).from(adminUsers),
  ]);
  return Number(fair.value) + Number(exhibitorCount.value) + Number(adminCount.value) === 0;
}

async function insertCategories(db: Database, nodes: CategoryNode[], parentId: number | null, level: number, leafIds: number[]): Promise<void> {
  const rows = await db
    .insert(productCategories)
    .values(nodes.map((node, index) => ({ parent_id: parentId, level, name_zh: node.zh, name_en: node.en, sort: index + 1 })))
    .returning({ id: productCategories.id });
  for (const [index, node] of nodes.entries()) {
    if (node.children?.length) await insertCategories(db, node.children, rows[index].id, level + 1, leafIds);
    else leafIds.push(rows[index].id);
  }
}

const named = (pairs: [string, string][]) => pairs.map(([name_zh, name_en], index) => ({ name_zh, name_en, sort: index + 1 }));

/**
 * The demo fair of issue 2: the fair, halls, a three-level category tree, application areas, product
 * properties, about 60 exhibitors across FIE / Local / International, messages and ads; the demo
 * accounts only when `withAccounts` (demo mode). One transaction: all of it or nothing.
 */
export async function seedDemoFair(database: Database, options: { withAccounts: boolean; images?: DemoImageOptions }): Promise<DemoSeedResult> {
  await syncCountries(database);
  return database.transaction(async (transaction) => {
    const db = transaction as unknown as Database;
    // pictures are recorded in this transaction; should it fail, their files stay behind unreferenced
    const images = options.images ? demoImageStore(db, options.images.storage) : undefined;
    try {
      return await seedAll(db, options.withAccounts, images, options.images?.publicUrl ?? '');
    } finally {
      await images?.dispose();
    }
  });
}

/**
 * Every exhibitor without them gets a logo tile and a QR code of its catalogue page (SPEC §3 logo, QR
 * code), so lists and the catalogue show real pictures.
 */
async function addLogosAndQrCodes(db: Database, images: DemoImageStore, exhibitorIds: number[], publicUrl: string): Promise<void> {
  const current = await db.select({ id: exhibitors.id, logo: exhibitors.logo, qr_code: exhibitors.qr_code }).from(exhibitors);
  const byId = new Map(current.map((row) => [row.id, row]));
  for (const [index, id] of exhibitorIds.entries()) {
    const row = byId.get(id);
    if (!row || (row.logo && row.qr_code)) continue;
    const logo = row.logo || (await images.put(tilePng(index, index + 1), `logo-${id}.png`));
    const qr_code = row.qr_code || (await images.put(await qrCodePng(`${publicUrl}/catalogue/exhibitors/${id}`), `qr-code-${id}.png`));
    await db.update(exhibitors).set({ logo, qr_code }).where(eq(exhibitors.id, id));
  }
}

async function seedAll(db: Database, withAccounts: boolean, images: DemoImageStore | undefined, publicUrl: string): Promise<DemoSeedResult> {
  await db.insert(globalSettings).values({ key: FAIR_SETTING_KEY, value: DEMO_FAIR });
  const hallIds = (await db.insert(halls).values(named(DEMO_HALLS)).returning({ id: halls.id })).map((row) => row.id);
  const leafIds: number[] = [];
  await insertCategories(db, DEMO_CATEGORIES, null, 1, leafIds);
  const areaIds = (await db.insert(applicationAreas).values(named(DEMO_APPLICATION_AREAS)).returning({ id: applicationAreas.id })).map((r) => r.id);
  const propertyIds = (await db.insert(productProperties).values(named(DEMO_PRODUCT_PROPERTIES)).returning({ id: productProperties.id })).map((r) => r.id);

  const companies = demoExhibitors();
  const exhibitorIds = (
    await db
      .insert(exhibitors)
      .values(
        companies.map((company, i) => ({
          ...company,
          website: company.website || null,
          hall_id: company.is_edit ? hallIds[i % hallIds.length] : null,
          booth: company.is_edit ? `${'ABCDEFGH'[i % 8]}${String(10 + i).padStart(2, '0')}` : null,
          booth_area: company.is_edit ? BOOTH_BANDS[i % BOOTH_BANDS.length] : null,
        })),
      )
      .returning({ id: exhibitors.id })
  ).map((row) => row.id);

  const categoryLinks = exhibitorIds.flatMap((exhibitor_id, i) =>
    [...new Set([leafIds[(i * 3) % leafIds.length], leafIds[(i * 7 + 1) % leafIds.length]])].map((category_id) => ({ exhibitor_id, category_id })),
  );
  await db.insert(exhibitorCategories).values(categoryLinks);
  const areaLinks = exhibitorIds.flatMap((exhibitor_id, i) =>
    [...new Set([areaIds[i % areaIds.length], areaIds[(i + 3) % areaIds.length]])].map((application_area_id) => ({ exhibitor_id, application_area_id })),
  );
  await db.insert(exhibitorApplicationAreas).values(areaLinks);

  const fairStart = new Date(`${DEMO_FAIR.starts_on}T09:00:00+08:00`).getTime();
  const messageIds = (
    await db
      .insert(messages)
      .values(DEMO_MESSAGES.map(({ daysBeforeFair, ...text }) => ({ ...text, pub_date: new Date(fairStart - daysBeforeFair * 86_400_000) })))
      .returning({ id: messages.id })
  ).map((row) => row.id);
  // the demo exhibitor has read the three oldest messages; everyone else has read none
  await db.insert(messageReceipts).values(
    exhibitorIds.flatMap((exhibitor_id, e) =>
      messageIds.map((message_id, m) => ({ message_id, exhibitor_id, read_at: e === 0 && m < 3 ? new Date(fairStart) : null })),
    ),
  );
  await db.insert(ads).values(DEMO_ADS);
  await seedDemoContent(db, [exhibitorIds[0], exhibitorIds[1]], { categoryIds: leafIds, areaIds, propertyIds }, { images });
  if (images) await addLogosAndQrCodes(db, images, exhibitorIds, publicUrl);
  await seedDemoMiniprog(db, DEMO_FAIR, exhibitorIds[0], images);
  await seedDemoCheckin(db, exhibitorIds[0], images);

  const accounts = withAccounts
    ? await seedDemoAccounts(db, { main: exhibitorIds[0], rival: exhibitorIds[1], newcomer: exhibitorIds[2] })
    : null;
  return { exhibitors: exhibitorIds.length, accounts };
}
