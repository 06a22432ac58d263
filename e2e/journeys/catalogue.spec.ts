// Issue 5, the public online catalogue: an exhibitor publishes news and a product, opens the preview, and the
// public Chinese and English pages show them; the company without English title shows no products in English.
// The exhibitor screens with preview buttons were not in the build when this was written, so the journey
// publishes and asks for the preview link through the exhibitor API with the logged-in session.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { screenshotsDir } from '../support/paths';
import { portalApi } from '../support/portal-api';
import { takesScreenshots } from '../support/ui';
import { loginByApi } from '../support/session';

/** A 300×300 single-colour PNG (SPEC §5 image guidance), made here so the journey needs no fixture file. */
function png(rgb: [number, number, number], size = 300): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb)))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The exhibitor API as the logged-in page calls it, with the picture upload of its forms. */
function exhibitorApi(request: APIRequestContext, token: string) {
  const api = portalApi(request, token, 'exhibitor');
  return { ...api, uploadImage: (name: string, buffer: Buffer) => api.upload<{ url: string }>('/exhibitors/attachment/upload', { name, mimeType: 'image/png', buffer }) };
}

/** The own company's id, from its preview link (/catalogue/exhibitors/<id>?preview=…). */
async function ownCompanyId(api: ReturnType<typeof exhibitorApi>): Promise<number> {
  const { url } = await api.get<{ url: string }>('/exhibitors/catalogue/preview-link', { kind: 'company' });
  return Number(/^\/catalogue\/exhibitors\/(\d+)\?preview=/.exec(url)?.[1]);
}

/** Desktop (1440 px) and phone (390 px) screenshots of a catalogue page. */
async function catalogueScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1440, height: 900 };
  if (takesScreenshots) await page.screenshot({ path: path.join(screenshotsDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // the phone layout: one column, nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (takesScreenshots) await page.screenshot({ path: path.join(screenshotsDir, `${name}-390px.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** No script runs or loads anywhere in the catalogue. */
async function expectNoScript(page: Page): Promise<void> {
  expect(await page.locator('script').count()).toBe(0);
}

test('an exhibitor publishes news and a product, previews them, and the Chinese and English catalogue pages show them', async ({ context, page }) => {
  const blockedScripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blockedScripts.push(message.text());
  });
  const token = await loginByApi(context, demoAccounts.exhibitor);
  const api = exhibitorApi(page.request, token);
  // the demo company (server/src/seed/demo-exhibitors.ts DEMO_MAIN)
  const profile = { id: await ownCompanyId(api), name_zh_cn: '上海演示电子有限公司', name_en: 'Shanghai Demo Electronics Co., Ltd.' };
  const stamp = Date.now().toString(36);

  // a draft news item, previewed through the signed link before it is published
  const news = await api.post<{ id: number }>('/exhibitors/news/save', {
    title_zh: `展会新品首发 ${stamp}`,
    title_en: `Fair premiere ${stamp}`,
    content_zh: '<p>3 月 26 日上午 10 点，<strong>展台</strong>首发新品。</p>',
    content_en: '<p>New products unveiled at our <strong>booth</strong> at 10:00 on 26 March.</p>',
    status: 'draft',
  });
  const preview = await api.get<{ url: string; expires_at: string }>('/exhibitors/catalogue/preview-link', { kind: 'news', id: news.id, locale: 'zh-cn' });
  expect(preview.url).toMatch(new RegExp(`^/catalogue/news/${news.id}\\?preview=`));
  const previewResponse = await page.goto(urlFor('exhibitor', preview.url));
  expect(previewResponse?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('status')).toHaveText('预览：此页面只有您能看到，链接 30 分钟内有效。');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`展会新品首发 ${stamp}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('草稿');
  await catalogueScreenshots(page, 'catalogue-preview-draft-news');
  // the public address still knows no such news
  expect((await page.goto(urlFor('exhibitor', `/catalogue/news/${news.id}`)))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');

  // publish the news, and a product with an uploaded image
  await api.post('/exhibitors/news/state', { id: news.id, action: 'publish' });
  const [categories, areas, attributes] = await Promise.all([
    api.get<{ id: number; children: { id: number; children: { id: number }[] }[] }[]>('/api/product-category/list'),
    api.get<{ id: number }[]>('/api/application-areas/list'),
    api.get<{ id: number }[]>('/api/product-attr/list'),
  ]);
  const image = await api.uploadImage('sensor.png', png([32, 96, 160]));
  const product = await api.post<{ id: number }>('/exhibitors/product/save', {
    image: image.url,
    name_zh: `高精度温湿度传感器 ${stamp}`,
    name_en: `Precision humidity sensor ${stamp}`,
    intro_zh: '±1.5% RH 精度，I²C 接口。',
    intro_en: '±1.5% RH accuracy, I²C interface.',
    categories: [categories[0].children[0].children[0].id],
    application_areas: [areas[0].id],
    attributes: [attributes[0].id],
    status: 'published',
  });

  // the product's own preview link also works once published
  const productPreview = await api.get<{ url: string }>('/exhibitors/catalogue/preview-link', { kind: 'product', id: product.id, locale: 'en-us' });
  expect(productPreview.url).toMatch(new RegExp(`^/catalogue/en-us/products/${product.id}\\?preview=`));
  await page.goto(urlFor('exhibitor', productPreview.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Precision humidity sensor ${stamp}`);

  // public Chinese company page
  const chinese = await page.goto(urlFor('exhibitor', `/catalogue/exhibitors/${profile.id}`));
  expect(chinese?.status()).toBe(200);
  expect(chinese?.headers()['content-security-policy']).toContain("script-src 'none'");
  expect(chinese?.headers()['etag']).toBeTruthy();
  await expect(page).toHaveTitle(new RegExp(`^${profile.name_zh_cn} · `));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name_zh_cn);
  await expect(page.getByRole('link', { name: `展会新品首发 ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `高精度温湿度传感器 ${stamp}` })).toBeVisible();
  await expectNoScript(page);
  await catalogueScreenshots(page, 'catalogue-company-zh');

  // following the news link, then the product link, works without any script
  await page.getByRole('link', { name: `展会新品首发 ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`展会新品首发 ${stamp}`);
  await expect(page.locator('.rich strong')).toHaveText('展台');
  await page.getByRole('link', { name: `返回 ${profile.name_zh_cn}` }).click();
  await page.getByRole('link', { name: `高精度温湿度传感器 ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`高精度温湿度传感器 ${stamp}`);
  await expect(page.getByRole('img', { name: `高精度温湿度传感器 ${stamp}` })).toBeVisible();
  await catalogueScreenshots(page, 'catalogue-product-zh');

  // the same company in English, reached through the language link
  await page.goto(urlFor('exhibitor', `/catalogue/exhibitors/${profile.id}`));
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogue/en-us/exhibitors/${profile.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name_en);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fair premiere ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Precision humidity sensor ${stamp}` })).toBeVisible();
  await catalogueScreenshots(page, 'catalogue-company-en');

  // the directory finds the company by name, in English too
  await page.goto(urlFor('exhibitor', '/catalogue/en-us'));
  await page.getByLabel('Search exhibitor names').fill(profile.name_en.split(' ').slice(0, 2).join(' '));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 exhibitors')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(profile.name_en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await page.goto(urlFor('exhibitor', '/catalogue'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('展商名录');
  await catalogueScreenshots(page, 'catalogue-directory-zh');
  expect(blockedScripts).toEqual([]);
});

test('the company without English title and introduction shows its products in Chinese only', async ({ context, page }) => {
  const token = await loginByApi(context, demoAccounts.rival);
  const api = exhibitorApi(page.request, token);
  // DEMO_RIVAL: Chinese name and introduction only
  const profile = { id: await ownCompanyId(api), name_zh_cn: '竞品科技股份有限公司' };
  const products = await api.get<{ list: { name_zh: string; status: string }[] }>('/exhibitors/product/list', { status: 'published' });
  const published = products.list[0].name_zh;

  await page.goto(urlFor('exhibitor', `/catalogue/exhibitors/${profile.id}`));
  await expect(page.getByRole('heading', { name: '展品' })).toBeVisible();
  await expect(page.getByRole('link', { name: published })).toBeVisible();

  const english = await page.goto(urlFor('exhibitor', `/catalogue/en-us/exhibitors/${profile.id}`));
  expect(english?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name_zh_cn);
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
  expect(await page.locator('a[href*="/products/"]').count()).toBe(0);
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
  await catalogueScreenshots(page, 'catalogue-company-en-without-english');
});
