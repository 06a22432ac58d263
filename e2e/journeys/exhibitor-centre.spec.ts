// Issue 4, the exhibitor centre in the browser: new@demo.fair from the forced profile form to products,
// news and booth activities with the catalogue preview, downloads, the poster, messages, and the same
// screens in English.
// One serial story: each step builds on what the one before saved (the profile must be saved before
// any other page opens; the products' empty state needs an exhibitor without products).
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Page as ListPage } from '@fair/shared/contracts/envelope';
import { profileCompletion, type CompletionProfile } from '@fair/shared/validation/profile-completion';
import type { ExhibitorStatistics } from '@fair/shared/contracts/content';
import { demoAccounts } from '../support/accounts';
import { exhibitorGet } from '../support/exhibitor-api';
import type { DownloadItem } from '../../mf-exhibitor/src/features/downloads/api/download-list';
import { sha256 } from '../support/file-hashes';
import { apiUrl } from '../support/hosts';
import { LOGO_BLUE, colourCount, decodePng, pixelsOf, pngFile } from '../support/exhibitor-images';
import { startOwnServer, type OwnServer } from '../support/exhibitor-server';
import { HAN, text } from '../support/exhibitor-texts';
import {
  bellCount,
  button,
  completionPercent,
  confirmDialog,
  formItem,
  pickFirstOptions,
  pickFirstTreeNodes,
  searchAndPick,
  toast,
  typeRichText,
  uploadThroughPicker,
} from '../support/exhibitor-ui';
import { routeTitle, type Locale } from '../support/menu';
import { buttonName, expectPath, headerTitle, layout, loginThroughForm, menuItem, pageContent, screenshots, shellText } from '../support/ui';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const profileText = (key: string, locale: Locale = 'zh-cn') => text(`exhibitor:profile.${key}`, locale);
const productText = (key: string, locale: Locale = 'zh-cn') => text(`exhibitor:products.${key}`, locale);
const contentText = (key: string, locale: Locale = 'zh-cn') => text(`exhibitor:content.${key}`, locale);

// What new@demo.fair enters; the Chinese of it is the only Chinese an English screen may show.
const company = {
  nameZh: '新星智能传感科技有限公司',
  nameEn: 'Nova Smart Sensing Technology Co., Ltd.',
  country: { code: 'DE', zh: '德国', en: 'Germany' },
  introZh: '新星智能专注于工业物联网传感器的研发与制造。',
  introEn: 'Nova Smart designs and builds sensors for the industrial internet of things.',
  website: 'https://nova-sensing.example',
  email: 'contact@nova-sensing.example',
};
const productA = { nameZh: '星光温湿度传感器', nameEn: 'Starlight humidity sensor', introZh: '高精度温湿度测量。', introEn: 'Precise temperature and humidity readings.' };
const productB = { nameZh: '星河压力变送器', nameEn: 'Galaxy pressure transmitter', introZh: '适用于严苛工况。', introEn: 'Made for harsh conditions.' };
const productBRenamed = { nameZh: '星河压力变送器二代', nameEn: 'Galaxy pressure transmitter II' };
const news = {
  titleZh: '新星智能携新品亮相展会',
  titleEn: 'Nova Smart brings new sensors to the fair',
  contentZh: '欢迎莅临展台，体验最新一代传感器。',
  contentEn: 'Visit our booth to try the newest sensors.',
};
const activity = {
  titleZh: '新星智能展台传感器体验会',
  titleEn: 'Hands-on sensor session at the Nova Smart booth',
  locationZh: '1号馆 A01 展台',
  locationEn: 'Hall 1, Booth A01',
  locationZhMoved: '1号馆 A01 展台洽谈区',
  locationEnMoved: 'Hall 1, Booth A01, meeting area',
  contentZh: '每天上午十点，现场演示温湿度传感器。',
  contentEn: 'Live sensor demonstrations every day at 10 a.m.',
};
const chineseData = [company.nameZh, company.introZh, productA.nameZh, productA.introZh, news.titleZh, news.contentZh, activity.titleZh, activity.locationZhMoved, activity.contentZh];

let own: OwnServer;
let context: BrowserContext;
let page: Page;
let newsId = 0;
let activityId = 0;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  own = await startOwnServer();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await own?.stop();
});

const openFromMenu = async (path: string, locale: Locale = 'zh-cn') => {
  await menuItem(page, routeTitle('exhibitor', path, locale)).click();
  await expectPath(page, path);
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', path, locale));
};

/** The completion the dashboard must show for what the server holds now. */
async function expectedPercent(): Promise<number> {
  const profile = await exhibitorGet<CompletionProfile>(context, '/exhibitors/exhibitors/info');
  const statistics = await exhibitorGet<ExhibitorStatistics>(context, '/exhibitors/statistics/info');
  return profileCompletion(profile, { products: statistics.products.published, news: statistics.news.published, activities: statistics.activities.published }).percent;
}

async function expectCompletion(): Promise<number> {
  const expected = await expectedPercent();
  await expect.poll(() => completionPercent(page)).toBe(expected);
  return expected;
}

async function saveProfile(): Promise<void> {
  await button(page.getByTestId('profile-form'), text('common:button.save')).click();
  await expect(toast(page, text('common:success.saved'))).toBeVisible();
  await expectPath(page, '/user/info');
}

test('new@demo.fair is forced to /user/edit, uploads logo and QR code, fills the profile and saves', async () => {
  await loginThroughForm(page, demoAccounts.newExhibitor);
  await expectPath(page, '/user/edit');
  await expect(page.getByText(text('common:warning.profileRequired')).first()).toBeVisible();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/user/edit'));
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();

  // another page leads straight back while the profile is unsaved
  await page.goto(page.url().replace('/user/edit', '/product/list'));
  await expectPath(page, '/user/edit');
  await expect(form).toBeVisible();

  // without pictures, English name and introductions the save is refused with SPEC §5 prompts and stays
  for (const label of [profileText('logo'), profileText('qrCode')]) {
    const remove = formItem(page, label).getByRole('button', { name: buttonName(text('common:button.delete')) });
    if (await remove.isVisible()) await remove.click();
    await expect(formItem(page, label).locator('img')).toHaveCount(0);
  }
  for (const key of ['nameEn', 'introZh', 'introEn']) await page.getByLabel(profileText(key), { exact: true }).fill('');
  await button(form, text('common:button.save')).click();
  for (const key of ['logoRequired', 'qrCodeRequired', 'exhibitorNameEnRequired', 'introZhRequired', 'introEnRequired']) {
    await expect(form.getByText(text(`common:validation.${key}`), { exact: true })).toBeVisible();
  }
  await expectPath(page, '/user/edit');

  for (const [label, file] of [
    [profileText('logo'), pngFile('logo.png')],
    [profileText('qrCode'), pngFile('qr-code.png', { colour: [20, 20, 20] })],
  ] as const) {
    await uploadThroughPicker(page, label, file);
    const picture = formItem(page, label).locator('img');
    await expect(picture).toHaveAttribute('src', /\/api\/files\//);
    // the stored file is the uploaded picture, 300x300
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(300);
  }
  await page.getByLabel(profileText('nameZh'), { exact: true }).fill(company.nameZh);
  await page.getByLabel(profileText('nameEn'), { exact: true }).fill(company.nameEn);
  await searchAndPick(page, profileText('country'), company.country.zh);
  const categoryTags = formItem(page, profileText('categories')).locator('.ant-select-selection-item');
  if ((await categoryTags.count()) === 0) await pickFirstTreeNodes(page, profileText('categories'), 1);
  // the tags the select shows (maxTagCount "responsive" adds a "+ n ..." tag for the rest)
  const categories = (await categoryTags.allInnerTexts()).map((name) => name.trim()).filter((name) => name && !/^\+\s*\d+/.test(name));
  expect(categories.length).toBeGreaterThan(0);
  await page.getByLabel(profileText('introZh'), { exact: true }).fill(company.introZh);
  await page.getByLabel(profileText('introEn'), { exact: true }).fill(company.introEn);
  // the website stays empty for now: the dashboard shows it missing
  await page.getByLabel(profileText('website'), { exact: true }).fill('');
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await screenshots(page, 'exhibitor-profile-edit');

  await saveProfile();
  const details = pageContent(page);
  for (const value of [company.nameZh, company.nameEn, company.country.zh, company.introZh, company.introEn]) {
    await expect(details.getByText(value, { exact: true }).first()).toBeVisible();
  }
  for (const name of categories) await expect(details.getByText(name).first()).toBeVisible();
  for (const label of [profileText('logo'), profileText('qrCode')]) {
    const picture = details.getByRole('img', { name: label });
    await expect(picture).toHaveAttribute('src', /\/api\/files\//);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(300);
  }
  await screenshots(page, 'exhibitor-profile-info');
});

test('the dashboard shows the completion and it rises as the profile is completed', async () => {
  await openFromMenu('/exhibitor/dashboard');
  await expect(page.getByTestId('exhibitor-dashboard')).toBeVisible();
  const first = await expectCompletion();
  for (const item of ['website', 'product', 'news', 'activity']) await expect(page.getByTestId(`missing-${item}`)).toBeVisible();
  for (const item of ['logo', 'qrCode', 'nameEn', 'introZh', 'introEn']) await expect(page.getByTestId(`missing-${item}`)).toHaveCount(0);
  await expect(pageContent(page).getByText(company.country.zh).first()).toBeVisible();
  await screenshots(page, 'exhibitor-dashboard');

  // the missing website leads to the profile form
  await button(page.getByTestId('missing-website'), text('exhibitor:dashboard.completion.fill')).click();
  await expectPath(page, '/user/edit');
  await page.getByLabel(profileText('website'), { exact: true }).fill(company.website);
  await page.getByLabel(profileText('email'), { exact: true }).fill(company.email);
  if ((await formItem(page, profileText('applicationAreas')).locator('.ant-select-selection-item').count()) === 0) {
    await pickFirstOptions(page, profileText('applicationAreas'), 1);
  }
  await saveProfile();
  await expect(pageContent(page).getByRole('link', { name: company.website })).toBeVisible();
  await expect(pageContent(page).getByText(company.email, { exact: true })).toBeVisible();

  await openFromMenu('/exhibitor/dashboard');
  expect(await expectCompletion()).toBeGreaterThan(first);
  await expect(page.getByTestId('missing-website')).toHaveCount(0);
  await expect(page.getByTestId('missing-product')).toBeVisible();
});

async function fillProduct(product: typeof productA, image: string): Promise<void> {
  await uploadThroughPicker(page, productText('form.image'), pngFile(image, { colour: [191, 95, 31] }));
  const picture = formItem(page, productText('form.image')).locator('img');
  await expect(picture).toHaveAttribute('src', /\/api\/files\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(300);
  await page.getByLabel(productText('form.nameZh'), { exact: true }).fill(product.nameZh);
  await page.getByLabel(productText('form.nameEn'), { exact: true }).fill(product.nameEn);
  await pickFirstTreeNodes(page, productText('form.categories'), 1);
  await pickFirstOptions(page, productText('form.applicationAreas'), 1);
  await pickFirstOptions(page, productText('form.attributes'), 1);
  await page.getByLabel(productText('form.introZh'), { exact: true }).fill(product.introZh);
  await page.getByLabel(productText('form.introEn'), { exact: true }).fill(product.introEn);
}

const productRows = () => pageContent(page).locator('.ant-table-tbody tr.ant-table-row');
const productRow = (name: string) => productRows().filter({ hasText: name });

async function searchProducts(keyword: string): Promise<void> {
  const search = page.getByLabel(productText('searchPlaceholder'), { exact: true });
  await search.fill(keyword);
  await search.press('Enter');
}

test('products: empty state, create, find by search, edit, delete after confirmation', async () => {
  const beforeProducts = await expectedPercent();
  await openFromMenu('/product/list');
  const empty = page.getByTestId('first-item-empty');
  await expect(empty).toBeVisible();
  await expect(empty.getByText(productText('empty.title'))).toBeVisible();
  await screenshots(page, 'exhibitor-products-empty');

  await button(empty, text('common:button.startNow')).click();
  await expectPath(page, '/product/create');
  const form = page.getByTestId('product-form');
  // an empty product is refused with SPEC §5 prompts
  await button(form, text('common:button.savePublish')).click();
  for (const key of ['productImageRequired', 'productNameZhRequired', 'productNameEnRequired', 'productCategoryRequired', 'productAttrRequired', 'productIntroZhRequired']) {
    await expect(form.getByText(text(`common:validation.${key}`), { exact: true })).toBeVisible();
  }
  await fillProduct(productA, 'product-a.png');
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await screenshots(page, 'exhibitor-product-form');
  await button(form, text('common:button.savePublish')).click();
  await expectPath(page, '/product/list');
  await expect(productRow(productA.nameZh)).toContainText(text('common:status.published'));

  // a second one, kept as a draft
  await button(pageContent(page), productText('create')).click();
  await expectPath(page, '/product/create');
  await fillProduct(productB, 'product-b.png');
  await button(page.getByTestId('product-form'), text('common:button.saveDraft')).click();
  await expectPath(page, '/product/list');
  await expect(productRows()).toHaveCount(2);
  await expect(productRow(productB.nameZh)).toContainText(text('common:status.draft'));

  // search by exhibit name
  await searchProducts(productB.nameZh);
  await expect(productRows()).toHaveCount(1);
  await expect(productRows().first()).toContainText(productB.nameZh);
  await screenshots(page, 'exhibitor-products-search');
  await searchProducts('不存在的展品名称');
  await expect(pageContent(page).getByText(text('common:data.empty'))).toBeVisible();
  await searchProducts(productB.nameZh);
  await expect(productRows()).toHaveCount(1);

  // edit: the form holds the saved values; the new name shows in the list
  await button(productRow(productB.nameZh), text('common:button.edit')).click();
  await expectPath(page, '/product/edit');
  expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
  await expect(page.getByLabel(productText('form.nameZh'), { exact: true })).toHaveValue(productB.nameZh);
  await page.getByLabel(productText('form.nameZh'), { exact: true }).fill(productBRenamed.nameZh);
  await page.getByLabel(productText('form.nameEn'), { exact: true }).fill(productBRenamed.nameEn);
  await button(page.getByTestId('product-form'), text('common:button.saveDraft')).click();
  await expectPath(page, '/product/list');
  await searchProducts(productBRenamed.nameZh);
  await expect(productRows()).toHaveCount(1);
  await expect(productRows().first()).toContainText(productBRenamed.nameEn);

  // delete after the SPEC §8 confirmation; cancelling keeps it
  await button(productRow(productBRenamed.nameZh), text('common:button.delete')).click();
  const dialog = confirmDialog(page, text('common:confirm.deleteExhibit'));
  await expect(dialog).toBeVisible();
  await screenshots(page, 'exhibitor-product-delete-confirm');
  await button(dialog, text('common:dialog.cancel')).click();
  await expect(dialog).toBeHidden();
  await expect(productRows()).toHaveCount(1);
  await button(productRow(productBRenamed.nameZh), text('common:button.delete')).click();
  await button(confirmDialog(page, text('common:confirm.deleteExhibit')), text('common:dialog.confirm')).click();
  await expect(toast(page, text('common:success.deleted'))).toBeVisible();
  await expect(pageContent(page).getByText(text('common:data.empty'))).toBeVisible();

  // the published one stays
  await searchProducts('');
  await expect(productRows()).toHaveCount(1);
  await expect(productRows().first()).toContainText(productA.nameZh);

  await openFromMenu('/exhibitor/dashboard');
  expect(await expectCompletion()).toBeGreaterThan(beforeProducts);
  await expect(page.getByTestId('missing-product')).toHaveCount(0);
});

test('news: written in both languages, published, previewed in the public catalogue', async () => {
  const beforeNews = await expectedPercent();
  await openFromMenu('/news/list');
  await expect(pageContent(page).getByText(contentText('news.empty'))).toBeVisible();
  // the empty list invites to write the first news item
  await button(pageContent(page).locator('.ant-empty'), contentText('news.create')).click();
  await expectPath(page, '/news/create');

  await page.getByLabel(contentText('field.titleZh'), { exact: true }).fill(news.titleZh);
  await page.getByLabel(contentText('field.titleEn'), { exact: true }).fill(news.titleEn);
  await typeRichText(page, contentText('field.contentZh'), news.contentZh);
  await typeRichText(page, contentText('field.contentEn'), news.contentEn);
  await screenshots(page, 'exhibitor-news-form');

  await button(pageContent(page), text('common:button.savePublish')).click();
  await expect(toast(page, contentText('toast.published'))).toBeVisible();
  await expectPath(page, '/news/list');
  const row = pageContent(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: news.titleZh });
  await expect(row).toContainText(news.titleEn);
  await expect(row).toContainText(text('common:status.published'));
  await screenshots(page, 'exhibitor-news-list');

  // preview from the form: the catalogue page of the item opens in a new window
  await button(row, text('common:button.edit')).click();
  await expectPath(page, '/news/edit');
  newsId = Number(new URL(page.url()).searchParams.get('id'));
  expect(newsId).toBeGreaterThan(0);
  const popup = page.waitForEvent('popup');
  await button(pageContent(page), text('common:button.savePreview')).click();
  const preview = await popup;
  await preview.waitForURL(new RegExp(`/catalogue/news/${newsId}\\?preview=`));
  await expect(preview.getByRole('heading', { name: news.titleZh })).toBeVisible();
  await expect(preview.getByText(news.contentZh)).toBeVisible();
  await screenshots(preview, 'exhibitor-news-preview', { inLayout: false });
  await preview.close();

  await openFromMenu('/exhibitor/dashboard');
  expect(await expectCompletion()).toBeGreaterThan(beforeNews);
  await expect(page.getByTestId('missing-news')).toHaveCount(0);
});

test('booth activities: drafted with a location, edited, previewed in the public catalogue, then published', async () => {
  const beforeActivities = await expectedPercent();
  await openFromMenu('/activity/list');
  await expect(pageContent(page).getByText(contentText('activity.empty'))).toBeVisible();
  await button(pageContent(page).locator('.ant-empty'), contentText('activity.create')).click();
  await expectPath(page, '/activity/create');

  await page.getByLabel(contentText('field.titleZh'), { exact: true }).fill(activity.titleZh);
  await page.getByLabel(contentText('field.titleEn'), { exact: true }).fill(activity.titleEn);
  await page.getByLabel(contentText('field.locationZh'), { exact: true }).fill(activity.locationZh);
  await page.getByLabel(contentText('field.locationEn'), { exact: true }).fill(activity.locationEn);
  await typeRichText(page, contentText('field.contentZh'), activity.contentZh);
  await typeRichText(page, contentText('field.contentEn'), activity.contentEn);
  await screenshots(page, 'exhibitor-activity-form');

  // a draft first: the form stays open as the edit page of the new activity
  await button(pageContent(page), text('common:button.saveDraft')).click();
  await expect(toast(page, contentText('toast.draftSaved'))).toBeVisible();
  await expectPath(page, '/activity/edit');
  activityId = Number(new URL(page.url()).searchParams.get('id'));
  expect(activityId).toBeGreaterThan(0);
  await openFromMenu('/activity/list');
  const row = pageContent(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: activity.titleZh });
  await expect(row).toContainText(text('common:status.draft'));

  // edit the location, then preview the draft: the catalogue page shows what was just saved
  await button(row, text('common:button.edit')).click();
  await expectPath(page, '/activity/edit');
  await expect(page.getByLabel(contentText('field.locationZh'), { exact: true })).toHaveValue(activity.locationZh);
  await page.getByLabel(contentText('field.locationZh'), { exact: true }).fill(activity.locationZhMoved);
  await page.getByLabel(contentText('field.locationEn'), { exact: true }).fill(activity.locationEnMoved);
  const popup = page.waitForEvent('popup');
  await button(pageContent(page), text('common:button.savePreview')).click();
  const preview = await popup;
  await preview.waitForURL(new RegExp(`/catalogue/activities/${activityId}\\?preview=`));
  await expect(preview.getByRole('heading', { name: activity.titleZh })).toBeVisible();
  await expect(preview.getByText(activity.locationZhMoved)).toBeVisible();
  await expect(preview.getByText(activity.contentZh)).toBeVisible();
  await screenshots(preview, 'exhibitor-activity-preview', { inLayout: false });
  await preview.close();

  await button(pageContent(page), text('common:button.savePublish')).click();
  await expect(toast(page, contentText('toast.published'))).toBeVisible();
  await expectPath(page, '/activity/list');
  const published = pageContent(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: activity.titleZh });
  await expect(published).toContainText(activity.titleEn);
  await expect(published).toContainText(text('common:status.published'));
  await screenshots(page, 'exhibitor-activity-list');

  await openFromMenu('/exhibitor/dashboard');
  expect(await expectCompletion()).toBeGreaterThan(beforeActivities);
  await expect(page.getByTestId('missing-activity')).toHaveCount(0);
});

test('download centre: a file downloads with the bytes the organizer published', async () => {
  await openFromMenu('/download/download-center');
  const listed = await exhibitorGet<ListPage<DownloadItem>>(context, '/exhibitors/download/list?page=1&page_size=10');
  expect(listed.list.length, 'the demo publishes files for new@demo.fair\'s exhibitor type').toBeGreaterThan(0);
  const rows = pageContent(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(listed.list.length);
  await screenshots(page, 'exhibitor-downloads');

  const item = listed.list[0];
  const row = rows.filter({ has: page.getByTestId('download-title').getByText(item.title_zh, { exact: true }) });
  await expect(row).toContainText(item.file_name);
  const downloading = page.waitForEvent('download');
  await row.getByTestId('download-file').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(item.file_name);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(item.file_size);
  const served = await context.request.get(apiUrl(new URL(item.file_url, 'http://portal').pathname));
  expect(served.ok()).toBe(true);
  expect(sha256(bytes)).toBe(sha256(await served.body()));

  // one group at a time, named in the address (the dashboard's custom-download tile opens the materials)
  await page.getByTestId('download-filter').getByText(text('exhibitor:downloads.categories.materials'), { exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('materials');
  const materials = await exhibitorGet<ListPage<DownloadItem>>(context, '/exhibitors/download/list?page=1&page_size=10&category=materials');
  if (materials.list.length > 0) {
    await expect(rows).toHaveCount(materials.list.length);
    for (const entry of materials.list) {
      await expect(rows.filter({ hasText: entry.file_name })).toContainText(text('exhibitor:downloads.categories.materials'));
    }
  } else {
    await expect(pageContent(page).getByText(text('exhibitor:downloads.empty.materials'))).toBeVisible();
  }
});

test('poster: generated from the profile and downloaded as a real 400x600 PNG', async () => {
  await openFromMenu('/poster/poster-design');
  const preview = page.getByTestId('poster-preview');
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => (image.complete ? `${image.naturalWidth}x${image.naturalHeight}` : ''))).toBe('400x600');
  await expect(page.getByTestId('poster-contents')).toContainText(company.nameZh);
  // logo and QR code were uploaded: nothing is reported missing
  await expect(pageContent(page).getByText(text('exhibitor:poster.editProfile'))).toHaveCount(0);
  await screenshots(page, 'exhibitor-poster');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('poster-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  expect(download.suggestedFilename()).toContain(company.nameZh);
  const poster = decodePng(await readFile(await download.path()));
  expect({ width: poster.width, height: poster.height }).toEqual({ width: 400, height: 600 });
  // a drawn poster, not a blank page
  expect(colourCount(poster)).toBeGreaterThan(16);
  // the uploaded logo (blue stripes) is drawn on it
  expect(pixelsOf(poster, LOGO_BLUE)).toBeGreaterThan(200);
});

test('opening a message marks it read and the unread count falls', async () => {
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('bell-view-all').click();
  await expectPath(page, '/message/list');
  await expect(page.getByTestId('message-unread-count')).toHaveText(text('exhibitor:messages.unreadCount', 'zh-cn', { count: before }));

  const first = pageContent(page).getByTestId('message-open').first();
  const title = (await first.innerText()).trim();
  await first.click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.locator('.ant-drawer-title')).toHaveText(title);
  await expect.poll(() => bellCount(page)).toBe(before - 1);
  await expect(page.getByTestId('message-unread-count')).toHaveText(text('exhibitor:messages.unreadCount', 'zh-cn', { count: before - 1 }));
  await screenshots(page, 'exhibitor-message-open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(pageContent(page).locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(text('exhibitor:messages.read'));
  await screenshots(page, 'exhibitor-messages');
});

/** Chinese left on the screen besides what the exhibitor typed in Chinese (polled: lists named in the language arrive after the page). */
async function chineseOnScreen(allowed: string[] = []): Promise<string[]> {
  let shown = await page.locator('.fair-layout').first().innerText();
  // the language switches name Chinese in Chinese
  // longest first, so "中文" does not cut "简体中文" apart
  const known = [...chineseData, shellText('layout.chinese', 'en-us'), ...allowed].sort((a, b) => b.length - a.length);
  for (const value of known) shown = shown.split(value).join(' ');
  return shown.match(HAN) ?? [];
}

test('in English the same screens speak English', async () => {
  await openFromMenu('/exhibitor/dashboard');
  await page.getByRole('button', { name: shellText('layout.toggleLanguage') }).first().click();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/exhibitor/dashboard', 'en-us'));

  const downloads = await exhibitorGet<ListPage<DownloadItem>>(context, '/exhibitors/download/list?page=1&page_size=10');
  const screens: { path: string; name: string; ready: () => Promise<void>; allowed?: string[] }[] = [
    {
      path: '/exhibitor/dashboard',
      name: 'dashboard',
      ready: async () => {
        await expect(page.getByTestId('dashboard-completion')).toContainText(text('exhibitor:dashboard.completion.title', 'en-us'));
        await expect(page.getByTestId('dashboard-country')).toHaveText(company.country.en);
        // at 1000 px the country stays on one line (one box), not broken inside the word
        await page.setViewportSize({ width: 1000, height: 900 });
        await expect(layout(page)).toHaveAttribute('data-device', 'mobile');
        expect(await page.getByTestId('dashboard-country').evaluate((element) => element.getClientRects().length)).toBe(1);
        await page.setViewportSize({ width: 1440, height: 900 });
        await expect(layout(page)).toHaveAttribute('data-device', 'desktop');
      },
    },
    {
      path: '/user/info',
      name: 'profile-info',
      ready: async () => {
        await expect(pageContent(page).getByText(profileText('nameEn', 'en-us'), { exact: true })).toBeVisible();
        await expect(pageContent(page).getByText(company.country.en).first()).toBeVisible();
      },
    },
    {
      path: '/product/list',
      name: 'products',
      ready: async () => {
        await expect(productRow(productA.nameEn)).toContainText(text('common:status.published', 'en-us'));
      },
    },
    {
      path: '/download/download-center',
      name: 'downloads',
      ready: async () => {
        await expect(pageContent(page).getByText(text('exhibitor:downloads.heading', 'en-us'), { exact: true })).toBeVisible();
        await expect(pageContent(page).getByTestId('download-title').first()).toHaveText(downloads.list[0].title_en || downloads.list[0].title_zh);
      },
      // file names are the organizer's
      allowed: downloads.list.map((item) => item.file_name),
    },
    {
      path: '/poster/poster-design',
      name: 'poster',
      ready: async () => {
        await expect(page.getByTestId('poster-preview')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByTestId('poster-contents')).toContainText(company.nameEn);
      },
      // each poster language is named in itself
      allowed: [text('common:locale.zh-cn'), text('common:locale.zh-tw', 'zh-tw')],
    },
    {
      path: '/news/list',
      name: 'news',
      ready: async () => {
        await expect(pageContent(page).getByText(news.titleEn)).toBeVisible();
      },
    },
  ];
  for (const screen of screens) {
    await openFromMenu(screen.path, 'en-us');
    await screen.ready();
    await expect.poll(() => chineseOnScreen(screen.allowed), { message: `Chinese left on ${screen.path} in English` }).toEqual([]);
    await screenshots(page, `exhibitor-en-${screen.name}`);
  }

  // the preview opens the English catalogue page
  const popup = page.waitForEvent('popup');
  await button(pageContent(page), text('common:button.preview', 'en-us')).first().click();
  const preview = await popup;
  await preview.waitForURL(new RegExp(`/catalogue/en-us/news/${newsId}\\?preview=`));
  await expect(preview.getByRole('heading', { name: news.titleEn })).toBeVisible();
  await expect(preview.getByText(news.contentEn)).toBeVisible();
  await screenshots(preview, 'exhibitor-en-news-preview', { inLayout: false });
  await preview.close();

  // the news form and the product form in English
  await button(pageContent(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: news.titleEn }), text('common:button.edit', 'en-us')).click();
  await expectPath(page, '/news/edit');
  await expect(page.getByRole('textbox', { name: contentText('field.contentEn', 'en-us'), exact: true })).toContainText(news.contentEn);
  await expect(button(pageContent(page), text('common:button.savePreview', 'en-us'))).toBeVisible();
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /news/edit in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-news-form');
  // booth activities in English: the list, the English catalogue preview and the form
  await openFromMenu('/activity/list', 'en-us');
  const activityRow = pageContent(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: activity.titleEn });
  await expect(activityRow).toContainText(text('common:status.published', 'en-us'));
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /activity/list in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-activities');
  const activityPopup = page.waitForEvent('popup');
  await button(activityRow, text('common:button.preview', 'en-us')).click();
  const activityPreview = await activityPopup;
  await activityPreview.waitForURL(new RegExp(`/catalogue/en-us/activities/${activityId}\\?preview=`));
  await expect(activityPreview.getByRole('heading', { name: activity.titleEn })).toBeVisible();
  await expect(activityPreview.getByText(activity.locationEnMoved)).toBeVisible();
  await expect(activityPreview.getByText(activity.contentEn)).toBeVisible();
  await screenshots(activityPreview, 'exhibitor-en-activity-preview', { inLayout: false });
  await activityPreview.close();
  await button(activityRow, text('common:button.edit', 'en-us')).click();
  await expectPath(page, '/activity/edit');
  await expect(page.getByLabel(contentText('field.locationEn', 'en-us'), { exact: true })).toHaveValue(activity.locationEnMoved);
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /activity/edit in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-activity-form');

  await openFromMenu('/product/list', 'en-us');
  await button(pageContent(page), productText('create', 'en-us')).click();
  await expectPath(page, '/product/create');
  await expect(page.getByTestId('product-form')).toContainText(productText('form.imageHint', 'en-us'));
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /product/create in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-product-form');

  await page.getByTestId('notification-bell').click();
  await page.getByTestId('bell-view-all').click();
  await expectPath(page, '/message/list');
  await expect(pageContent(page).getByRole('columnheader', { name: text('exhibitor:messages.title', 'en-us'), exact: true })).toBeVisible();
  await expect(page.getByTestId('message-unread-count')).toContainText(/\d/);
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /message/list in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-messages');

  await openFromMenu('/user/info', 'en-us');
  await button(pageContent(page), text('common:button.edit', 'en-us')).click();
  await expectPath(page, '/user/edit');
  await expect(page.getByTestId('profile-form')).toContainText(profileText('imageGuidance', 'en-us'));
  await expect.poll(() => chineseOnScreen(), { message: 'Chinese left on /user/edit in English' }).toEqual([]);
  await screenshots(page, 'exhibitor-en-profile-edit');
});
