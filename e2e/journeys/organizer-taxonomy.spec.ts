// Organizer taxonomy in the browser: a three-level product category built and refused a fourth level, one
// level reordered by dragging, and the exhibitor's product form offering the new order at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { text } from '../support/exhibitor-texts';
import { formItem } from '../support/exhibitor-ui';
import { urlFor } from '../support/hosts';
import { buttonName, openAs, pageContent, screenshots } from '../support/ui';

// many drawers, a drag, two accounts' screens and four screenshots: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 180_000 });

// SPEC §5 and §8, quoted exactly.
const DEPTH_REFUSED = '分类最多只能设置三级，操作失败';
const DELETE_CATEGORY = '确认删除该分类吗？';

const unique = `${Date.now() % 100_000}`;
const top = `测试分类${unique}`;
const first = `子分类甲${unique}`;
const second = `子分类乙${unique}`;
const third = `三级分类${unique}`;

/** The row of a category on the screen, found by its delete button's name. */
const rowOf = (page: Page, name: string): Locator => page.locator('tr.ant-table-row').filter({ has: page.getByRole('button', { name: `删除 ${name}`, exact: true }) });

async function addCategory(page: Page, parent: string | null, nameZh: string, nameEn: string): Promise<void> {
  await (parent ? page.getByRole('button', { name: `添加子分类 ${parent}`, exact: true }) : page.getByRole('button', { name: /新增一级分类/ })).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('drawer-form-save') });
  if (parent) await expect(drawer.getByText(`上级分类：${parent}`)).toBeVisible();
  await drawer.getByLabel('中文名称').fill(nameZh);
  await drawer.getByLabel('英文名称').fill(nameEn);
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer).toBeHidden();
  await expect(rowOf(page, nameZh)).toBeVisible();
}

/** Drags a row onto another by the mouse, pausing over the target so the page sees the drag before the drop. */
async function dragRow(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.hover();
  await page.mouse.down();
  const box = (await to.boundingBox())!;
  for (const step of [0.3, 0.5, 0.7]) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * step, { steps: 4 });
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
}

test('organizer builds three category levels, is refused a fourth, drags a level into a new order that the exhibitor’s product form follows', async ({ page, context }) => {
  await openAs(page, demoAccounts.organizer, '/exhibit/exhibit-classification');
  await expect(pageContent(page).locator('.ant-table').first()).toBeVisible();
  await expect(rowOf(page, '电子元器件')).toBeVisible();

  await addCategory(page, null, top, `Test category ${unique}`);
  await addCategory(page, top, first, `Sub-category A ${unique}`);
  await addCategory(page, top, second, `Sub-category B ${unique}`);
  await addCategory(page, first, third, `Third level ${unique}`);

  // SPEC §5: three levels at most, in the browser as on the server
  await page.getByRole('button', { name: `添加子分类 ${third}`, exact: true }).click();
  await expect(page.getByText(DEPTH_REFUSED)).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: page.getByTestId('drawer-form-save') })).toBeHidden();

  // drag the second child onto the first: the level takes the new order, kept with one save
  const level = page.locator('tr.ant-table-expanded-row').filter({ has: rowOf(page, first) }).first();
  await dragRow(page, rowOf(page, second), rowOf(page, first));
  await expect(page.getByText('顺序已调整，保存后生效')).toBeVisible();
  await expect(level.locator('tr.ant-table-row').filter({ hasText: unique }).first()).toContainText(second);
  await page.getByRole('button', { name: buttonName('保存顺序') }).click();
  await expect(page.getByText('顺序已保存')).toBeVisible();
  // a window tall enough for the three levels: a full-page capture of a taller page leaves the nested levels unpainted
  await page.setViewportSize({ width: 1440, height: 1300 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(rowOf(page, third)).toBeInViewport();
  await screenshots(page, 'organizer-categories');

  // the exhibitor's product form offers the new order at once
  const exhibitor = await context.newPage();
  await openAs(exhibitor, demoAccounts.exhibitor, '/product/create');
  const categories = formItem(exhibitor, text('exhibitor:products.form.categories'));
  await categories.locator('.ant-select').first().click();
  const dropdown = exhibitor.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-tree-treenode').filter({ hasText: top }).locator('.ant-select-tree-switcher').click();
  const children = dropdown.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: unique });
  await expect(children).toHaveText([top, second, first]);
  await screenshots(exhibitor, 'exhibitor-product-categories');
  await exhibitor.close();

  // deleting the branch names what goes with it
  await rowOf(page, top).getByRole('button', { name: `删除 ${top}`, exact: true }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: DELETE_CATEGORY });
  await expect(confirmation).toContainText('其下 3 个子分类将一并删除。');
  await expect(confirmation.locator('.ant-modal-confirm-title', { hasText: '系统提示' })).toBeVisible();
  await confirmation.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText('数据删除成功')).toBeVisible();
  await expect(rowOf(page, top)).toHaveCount(0);
});

test('organizer adds an application area and a product property; a duplicate is refused with 已存在相同的标签。', async ({ page }) => {
  await openAs(page, demoAccounts.organizer, '/exhibit/application-area');
  for (const [path, create, existing] of [
    ['/exhibit/application-area', '新增应用领域', '汽车电子'],
    ['/exhibit/product-property', '新增产品属性', null],
  ] as const) {
    await page.goto(urlFor('organizer', path));
    const table = pageContent(page).locator('.ant-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const taken = existing ?? (await table.locator('tbody tr.ant-table-row').first().locator('td').first().innerText()).trim();
    await page.getByRole('button', { name: new RegExp(create) }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: create });
    await drawer.getByLabel('中文名称').fill(taken);
    await drawer.getByLabel('英文名称').fill(`Entry ${unique}`);
    await drawer.getByTestId('drawer-form-save').click();
    await expect(drawer.getByText('已存在相同的标签。')).toBeVisible();
    await drawer.getByLabel('中文名称').fill(`测试项${unique}`);
    await drawer.getByTestId('drawer-form-save').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(table.getByText(`测试项${unique}`)).toBeVisible();
    if (path === '/exhibit/application-area') await screenshots(page, 'organizer-application-areas');
    await page.getByRole('button', { name: `删除 测试项${unique}`, exact: true }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: '此操作将永久删除该数据, 是否继续?' });
    await confirmation.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('数据删除成功').first()).toBeVisible();
  }
});
