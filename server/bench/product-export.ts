/**
 * `npm run bench:product-export -w server`: the organizer's exhibit data export (/exhibit/exhibit-data-manage)
 * of 20,000 products over real HTTP on PGlite, read as the browser reads it (streamed): the time to the
 * last byte, the file's size, and the server process's peak RSS and heap above where they started.
 * Figures, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reviewPaths } from '@fair/shared/contracts/content-review';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { exhibitors } from '../src/db/schema/exhibitors';
import { productApplicationAreaLinks, productCategoryLinks, products } from '../src/db/schema/products';
import { applicationAreas, productCategories } from '../src/db/schema/reference';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoFair } from '../src/seed/seed-demo';
import { pgliteDatabase } from './bench-databases';
import { memorySampler } from './memory-sampler';

const PRODUCTS = 20_000;
const COMPANIES = 400;
const CHUNK = 1_000;
const MB = 2 ** 20;

async function main(): Promise<void> {
  const database = await pgliteDatabase();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-product-export-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  const { db } = database.handle;
  await seedDemoFair(db, { withAccounts: true });
  const [category] = await db.insert(productCategories).values({ name_zh: '基准类别', name_en: 'Bench category', level: 1 }).returning({ id: productCategories.id });
  const [area] = await db.insert(applicationAreas).values({ name_zh: '基准领域', name_en: 'Bench area' }).returning({ id: applicationAreas.id });
  const companies = await db
    .insert(exhibitors)
    .values(Array.from({ length: COMPANIES }, (_, n) => ({ name_zh_cn: `导出基准电子${n}`, name_en: `Export Bench ${n}`, exhibitor_types: ['Local' as const], is_edit: true })))
    .returning({ id: exhibitors.id });
  for (let start = 0; start < PRODUCTS; start += CHUNK) {
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: Math.min(CHUNK, PRODUCTS - start) }, (_, i) => {
          const n = start + i;
          return {
            exhibitor_id: companies[n % COMPANIES].id,
            status: n % 3 ? ('published' as const) : ('draft' as const),
            image: `/files/2026/03/bench-${n}.png`,
            name_zh: `基准展品${n}`,
            name_en: `Bench exhibit ${n}`,
            intro_zh: '用于导出基准的展品简介，'.repeat(8),
            intro_en: 'An introduction of an exhibit for the export benchmark. '.repeat(4),
          };
        }),
      )
      .returning({ id: products.id });
    await db.insert(productCategoryLinks).values(rows.map((row) => ({ product_id: row.id, category_id: category.id })));
    await db.insert(productApplicationAreaLinks).values(rows.map((row) => ({ product_id: row.id, application_area_id: area.id })));
  }

  console.log(`seeded ${PRODUCTS.toLocaleString('en')} products`);
  const app = await build({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${base}/admin/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-type': 'organizer' },
      body: JSON.stringify({ user_name: DEMO_LOGINS.organizer, password: DEMO_PASSWORD, clientType: 'organizer' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'client-type': 'organizer', 'language-set': 'zh-cn' };
    const rounds: { seconds: number; mb: number; rssMb: number; heapMb: number }[] = [];
    for (let round = 0; round < 3; round += 1) {
      global.gc?.();
      const stop = memorySampler();
      const started = performance.now();
      const response = await fetch(`${base}${reviewPaths('product').export}`, { headers });
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (performance.now() - started) / 1000;
      rounds.push({ seconds, mb: bytes / MB, ...stop() });
    }
    console.log(`Exhibit data export, ${PRODUCTS.toLocaleString('en')} products of ${COMPANIES} exhibitors (PGlite, streamed .xlsx over HTTP):`);
    console.log(`${'round'.padEnd(6)} ${'s'.padStart(7)} ${'file MB'.padStart(8)} ${'RSS +MB'.padStart(8)} ${'heap +MB'.padStart(9)}`);
    rounds.forEach((r, index) => console.log(`${String(index + 1).padEnd(6)} ${r.seconds.toFixed(2).padStart(7)} ${r.mb.toFixed(1).padStart(8)} ${r.rssMb.toFixed(0).padStart(8)} ${r.heapMb.toFixed(0).padStart(9)}`));
  } finally {
    await app.close();
    await database.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
