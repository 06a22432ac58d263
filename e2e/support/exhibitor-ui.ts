// Where the exhibitor-centre journeys find things in the exhibitor remote's screens (antd forms, uploads,
// confirmations, the completion card, the bell): one place to follow the screens when their markup changes.
import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from './exhibitor-images';
import { text } from './exhibitor-texts';
import type { Locale } from './menu';
import { buttonName, pageContent } from './ui';

/** Chooses a file for the upload picker named `label` through the browser's file chooser. */
export async function uploadThroughPicker(page: Page, label: string, file: UploadFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await pageContent(page).getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** The antd form item whose label is `label` (the label text exactly). */
export const formItem = (page: Page, label: string): Locator =>
  page.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^\\s*${escape(label)}\\s*$`) }) });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The open select or tree-select drop-down (antd keeps closed ones in the page, hidden). */
const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

/** Types into a searchable select and picks the option titled exactly `option`. */
export async function searchAndPick(page: Page, label: string, option: string): Promise<void> {
  const item = formItem(page, label);
  await item.locator('.ant-select').first().click();
  await item.locator('input').first().fill(option);
  await openDropdown(page).locator(`.ant-select-item-option[title="${option}"]`).click();
  await expect(item.locator('.ant-select')).toContainText(option);
}

/** Picks the first `count` options of a (multiple) select; the chosen labels. */
export async function pickFirstOptions(page: Page, label: string, count = 1): Promise<string[]> {
  const item = formItem(page, label);
  await item.locator('.ant-select').first().click();
  const options = openDropdown(page).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const chosen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const option = options.nth(index);
    chosen.push((await option.getAttribute('title')) ?? (await option.innerText()).trim());
    await option.click();
  }
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
  for (const label of chosen) await expect(item.locator('.ant-select-selector, .ant-select-content').first()).toContainText(label);
  return chosen;
}

/** Picks the first `count` top-level nodes of a tree select; the chosen names. */
export async function pickFirstTreeNodes(page: Page, label: string, count = 1): Promise<string[]> {
  const item = formItem(page, label);
  await item.locator('.ant-select').first().click();
  const nodes = openDropdown(page).locator('.ant-select-tree-node-content-wrapper');
  await expect(nodes.first()).toBeVisible();
  const chosen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const node = nodes.nth(index);
    chosen.push((await node.innerText()).trim());
    await node.click();
  }
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
  return chosen;
}

/** Types into a Tiptap rich-text editor named `label` (role textbox). */
export async function typeRichText(page: Page, label: string, value: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(value);
  await expect(editor).toContainText(value);
}

/**
 * A button by its label, with or without an antd icon before it (the icon's own name, e.g. "plus",
 * comes first in the accessible name), with antd's space between two Chinese characters, and with or without
 * the row's name after it (a list's operation buttons are named "删除 <row>" for screen readers).
 */
export const button = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^(?:[a-z-]+\\s+)?${buttonName(label).source.slice(1, -1)}(?:\\s.*)?$`) });

/** The confirmation dialog (title 'system prompt', SPEC §8) holding `content`. */
export const confirmDialog = (page: Page, content: string, locale: Locale = 'zh-cn'): Locator =>
  page.locator('.ant-modal-confirm, .ant-modal').filter({ hasText: content }).filter({ hasText: text('common:dialog.title', locale) });

/** A toast (antd message) with exactly this text. */
export const toast = (page: Page, message: string): Locator => page.locator('.ant-message-notice').filter({ hasText: message });

/** The completion percentage on the dashboard's completion card (the progress bar's value, shown as "n%"). */
export async function completionPercent(page: Page): Promise<number> {
  const progress = page.getByTestId('dashboard-completion').getByRole('progressbar');
  const value = Number(await progress.getAttribute('aria-valuenow', { timeout: 5_000 }));
  await expect(progress).toContainText(`${value}%`);
  return value;
}

/** The unread count on the header bell's badge (0 when the badge shows none). */
export async function bellCount(page: Page): Promise<number> {
  const badge = page.locator('.ant-badge').filter({ has: page.getByTestId('notification-bell') });
  const count = badge.locator('.ant-scroll-number');
  if ((await count.count()) === 0) return 0;
  return Number((await count.getAttribute('title')) ?? (await count.innerText()));
}
