// Organizer posters in the browser: the template's card colour is changed and previewed through the server's
// renderer, then the posters of three exhibitors are zipped by a background job and one of them, decoded,
// shows the new colour. The template is put back afterwards: journeys beside this one share the server.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { PosterTemplate } from '@fair/shared/contracts/poster';
import { demoAccounts } from '../support/accounts';
import { decodePng } from '../support/exhibitor-images';
import { portalApi, type PortalApi } from '../support/portal-api';
import { apiToken } from '../support/session';
import { FIRST_SCREEN_TIMEOUT, openAs, pageContent, screenshots } from '../support/ui';
import { zipEntries } from '../support/zip-entries';

// two screens, a job and four screenshots: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 180_000 });

const NEW_CARD = '#ffd666';
/** A spot of the company card free of text and images (the server's poster-renderer draws the card at x 24–376, y 104–490). */
const CARD_SPOT = { x: 30, y: 300 };

const hexAt = (png: { width: number; data: Buffer }, { x, y }: { x: number; y: number }) => {
  const at = (y * png.width + x) * 4;
  return `#${[png.data[at], png.data[at + 1], png.data[at + 2]].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
};

let api: PortalApi;
let original: PosterTemplate | null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  api = portalApi(context.request, await apiToken(context, demoAccounts.organizer), 'organizer');
  original = await api.get<PosterTemplate | null>('/admin/global/poster');
});

test.afterAll(async () => {
  if (original) await api.post('/admin/global/poster', original);
});

test('organizer changes the poster card colour, previews it, and zips three exhibitors’ posters showing it', async ({ page }) => {
  await openAs(page, demoAccounts.organizer, '/poster/edit');
  const form = page.getByTestId('poster-template-form');
  await expect(form).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const preview = page.getByTestId('poster-preview-image');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => (image.complete ? `${image.naturalWidth}x${image.naturalHeight}` : '')), { timeout: 30_000 }).toBe('400x600');
  const before = await preview.getAttribute('src');

  // the card colour, typed into the picker's hex box
  await page.getByTestId('poster-color-card').click();
  const hex = page.locator('.ant-popover:visible').locator('input[class*="hex-input"], [class*="hex-input"] input').first();
  await hex.fill(NEW_CARD.slice(1));
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  // the server draws the edited template: a new picture replaces the old one
  await expect(preview).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
  await screenshots(page, 'organizer-poster-edit');
  await form.getByTestId('poster-template-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await openAs(page, demoAccounts.organizer, '/poster/download');
  const rows = pageContent(page).locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    await rows.nth(i).getByRole('checkbox').check();
    // the company cell: the Chinese name above the English one
    names.push((await rows.nth(i).locator('td').nth(1).innerText()).split('\n')[0].trim());
  }
  await page.getByRole('button', { name: /下载所选海报（3）/ }).click();
  const download = page.getByTestId('poster-batch-download');
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('job-counts')).toContainText('3 / 3');
  await screenshots(page, 'organizer-poster-download');

  const saving = page.waitForEvent('download');
  await download.click();
  const zip = zipEntries(await readFile(await (await saving).path()));
  expect(zip).toHaveLength(3);
  for (const [index, name] of names.entries()) expect(zip[index].name).toMatch(new RegExp(`^\\d+-${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.png$`));
  const poster = decodePng(zip[0].data);
  expect({ width: poster.width, height: poster.height }).toEqual({ width: 400, height: 600 });
  expect(hexAt(poster, CARD_SPOT)).toBe(NEW_CARD);
});
