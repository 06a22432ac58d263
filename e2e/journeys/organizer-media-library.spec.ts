// Issue 20, the media library in the browser: the organizer uploads a picture into a folder and gives it an
// alt text; an exhibitor inserts it into a news item from the editor's image button (the library's published
// images) and publishes it; the public catalogue page of the news shows the picture with that alt text.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { pngFile } from '../support/exhibitor-images';
import { text } from '../support/exhibitor-texts';
import { button, toast, typeRichText } from '../support/exhibitor-ui';
import { urlFor } from '../support/hosts';
import { buttonName, expectPath, openAs, pageContent, screenshots } from '../support/ui';

// an upload, a drawer, two accounts' screens and the catalogue: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 180_000 });

const unique = `${Date.now() % 100_000}`;
const folder = `展会现场${unique}`;
const title = `展台全景${unique}`;
const alt = `一号馆主入口展台全景${unique}`;
const newsTitle = `展会开幕快讯${unique}`;
const contentText = (key: string) => text(`exhibitor:content.${key}`);
const mediaText = (key: string) => text(`organizer:media.${key}`);

const libraryRow = (page: Page, name: string) => pageContent(page).locator('tr.ant-table-row').filter({ has: page.getByRole('button', { name: `删除 ${name}`, exact: true }) });

test('organizer uploads a picture to a folder and gives it an alt text; an exhibitor inserts it into news; the catalogue shows the alt text', async ({ page, context }) => {
  await openAs(page, demoAccounts.organizer, '/organizer/media-library');
  await expect(pageContent(page).getByText(mediaText('folders.all'))).toBeVisible();

  // a folder of its own, chosen: the upload goes into it
  await button(pageContent(page), mediaText('folders.create')).click();
  const folderDrawer = page.getByRole('dialog').filter({ has: page.getByTestId('drawer-form-save') });
  await folderDrawer.getByLabel(mediaText('folders.name')).fill(folder);
  await folderDrawer.getByTestId('drawer-form-save').click();
  await expect(folderDrawer).toBeHidden();
  await pageContent(page).getByRole('menuitem', { name: new RegExp(folder) }).click();
  await expect(page).toHaveURL(/folder=\d+/);

  await pageContent(page).locator('input[type="file"]').setInputFiles(pngFile(`${title}.png`, { width: 640, height: 360 }));
  const row = libraryRow(page, title);
  await expect(row).toBeVisible();
  await expect(row).toContainText('640×360');
  await expect(pageContent(page).getByRole('menuitem', { name: new RegExp(folder) })).toContainText('1');

  await row.getByRole('button', { name: `编辑 ${title}`, exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('drawer-form-save') });
  await drawer.getByLabel(mediaText('fields.altText'), { exact: true }).fill(alt);
  await drawer.getByLabel(mediaText('fields.description'), { exact: true }).fill('开幕当天上午拍摄');
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText(alt);
  await screenshots(page, 'organizer-media-library');

  // the exhibitor's news editor: the image button offers the library's newest published pictures
  const exhibitor = await context.newPage();
  await exhibitor.setViewportSize({ width: 1440, height: 900 });
  await openAs(exhibitor, demoAccounts.exhibitor, '/news/create');
  await exhibitor.getByLabel(contentText('field.titleZh'), { exact: true }).fill(newsTitle);
  await exhibitor.getByLabel(contentText('field.titleEn'), { exact: true }).fill(`Opening day ${unique}`);
  await typeRichText(exhibitor, contentText('field.contentZh'), '开幕当天，一号馆人头攒动。');
  const zhEditor = exhibitor.locator('.fair-rte').filter({ has: exhibitor.getByRole('textbox', { name: contentText('field.contentZh'), exact: true }) });
  await zhEditor.getByRole('button', { name: text('common:editor.image'), exact: true }).click();
  const picker = exhibitor.getByRole('dialog', { name: text('common:mediaPicker.title') });
  const pick = picker.getByRole('button', { name: text('common:mediaPicker.insert', 'zh-cn', { name: title }), exact: true });
  await expect(pick).toBeVisible();
  await screenshots(exhibitor, 'exhibitor-media-picker');
  await pick.click();
  await expect(picker).toBeHidden();
  await expect(zhEditor.locator(`img[alt="${alt}"]`)).toBeVisible();
  await typeRichText(exhibitor, contentText('field.contentEn'), 'Hall 1 was crowded on opening day.');
  await button(pageContent(exhibitor), text('common:button.savePublish')).click();
  await expect(toast(exhibitor, contentText('toast.published'))).toBeVisible();
  await expectPath(exhibitor, '/news/list');

  const newsRow = pageContent(exhibitor).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: newsTitle });
  await button(newsRow, text('common:button.edit')).click();
  await expectPath(exhibitor, '/news/edit');
  const newsId = Number(new URL(exhibitor.url()).searchParams.get('id'));
  expect(newsId).toBeGreaterThan(0);

  // the public catalogue page of the news: the picture, with the library's alt text
  const catalogue = await context.newPage();
  await catalogue.setViewportSize({ width: 1440, height: 900 });
  await catalogue.goto(urlFor('exhibitor', `/catalogue/news/${newsId}`));
  await expect(catalogue.getByRole('heading', { level: 1 })).toContainText(newsTitle);
  const picture = catalogue.getByRole('img', { name: alt, exact: true });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
  await screenshots(catalogue, 'catalogue-news-media-image', { inLayout: false });

  // a file still used is named before deleting: the organizer sees the news item in the question
  await page.bringToFront();
  await row.getByRole('button', { name: `删除 ${title}`, exact: true }).click();
  const question = page.locator('.ant-modal-confirm').filter({ hasText: newsTitle });
  await expect(question).toContainText(mediaText('usage.stillUsed'));
  await screenshots(page, 'organizer-media-delete-usages');
  await question.getByRole('button', { name: buttonName('取消') }).click();
  await expect(row).toBeVisible();
});
