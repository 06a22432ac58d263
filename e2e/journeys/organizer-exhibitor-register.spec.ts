// Issue 11, the exhibitor register (/message/exhibitor-info-manage): the organizer assigns a hall and booth to
// the demo exhibitor, who sees them on the dashboard of the exhibitor centre, and so does its public
// catalogue page; then the organizer filters the register and exports exactly the filtered companies.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { type Page, expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { portalApi } from '../support/portal-api';
import { apiToken, loginByApi } from '../support/session';
import { buttonName, FIRST_SCREEN_TIMEOUT, openAs, pageContent, screenshots } from '../support/ui';

const HALL = '6.1号馆';
const booth = `R-${Date.now() % 100_000}`;

interface Profile {
  id: number;
  name_zh_cn: string;
  hall_id: number | null;
  booth: string | null;
  booth_area: number | null;
}

/** Opens an antd select by its accessible name and picks an option by its text (antd gives options a title). */
async function choose(page: Page, scope: ReturnType<Page['locator']>, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

// a step that cannot happen fails on its own, naming it, instead of using up the whole journey's time
test.use({ actionTimeout: 20_000 });

test('organizer assigns hall and booth; the exhibitor dashboard and the catalogue page show them; filter and export', async ({ page, browser }) => {
  // two signed-in contexts, the catalogue and an export on a shared machine
  test.setTimeout(240_000);
  const exhibitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const exhibitorToken = await loginByApi(exhibitorContext, demoAccounts.exhibitor);
  const profile = await portalApi(exhibitorContext.request, exhibitorToken, 'exhibitor').get<Profile>('/exhibitors/exhibitors/info');
  const organizerToken = await apiToken(page.context(), demoAccounts.organizer);
  try {
    await openAs(page, demoAccounts.organizer, '/message/exhibitor-info-manage');
    const table = pageContent(page).locator('.ant-table');
    await expect(table.locator('tbody tr.ant-table-row').first(), 'the register lists the demo companies').toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });

    // find the company and set its hall, booth and area in the drawer
    const search = page.getByRole('searchbox', { name: '按展商中文或英文名称搜索' });
    await search.fill(profile.name_zh_cn);
    await page.getByRole('button', { name: buttonName('搜索') }).click();
    await expect(page).toHaveURL(/keyword=/);
    // the search's answer is on screen (the first page held this company too: a click there could land on a row
    // the answer then replaces, and no drawer opens)
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: profile.name_zh_cn });
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: `设置展位 ${profile.name_zh_cn}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '设置展馆与展位' });
    await choose(page, drawer, '展馆号', HALL);
    await drawer.getByLabel('展位号').fill(booth);
    await drawer.getByRole('spinbutton', { name: '展位面积（平方米）' }).fill('42.5');
    await drawer.getByTestId('drawer-form-save').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(row).toContainText(HALL);
    await expect(row).toContainText(booth);
    await expect(row).toContainText('42.5 平方米');

    // the exhibitor's own dashboard shows the booth as visitors find it
    const exhibitorPage = await exhibitorContext.newPage();
    await exhibitorPage.goto(urlFor('exhibitor', '/exhibitor/dashboard'));
    await expect(exhibitorPage.getByTestId('dashboard-booth')).toHaveText(`${HALL} ${booth}`);
    // and the public catalogue page at once (its cached copy was dropped by the save)
    await exhibitorPage.goto(urlFor('exhibitor', `/catalogue/exhibitors/${profile.id}`));
    await expect(exhibitorPage.locator('dl.facts')).toContainText(`${HALL} · ${booth}`);

    // filter: the hall and "profile saved", from the address; the list shows only that hall
    await search.fill('');
    await expect(page).not.toHaveURL(/keyword=/);
    await choose(page, pageContent(page), '展馆号', HALL);
    await choose(page, pageContent(page), '展商信息', '已保存');
    await expect(page).toHaveURL(/hall=\d+/);
    await expect(page).toHaveURL(/is_edit=1/);
    await expect(row).toHaveCount(1);
    // the hall column found by its heading, wherever the table puts it
    const hallColumn = (await table.locator('thead th').allInnerTexts()).findIndex((heading) => heading.trim() === '展馆号') + 1;
    expect(hallColumn).toBeGreaterThan(0);
    // the address changes at once, the rows when the filtered page arrives: until then the unfiltered rows stay on screen
    const hallCells = table.locator(`tbody tr.ant-table-row td:nth-child(${hallColumn})`);
    await expect.poll(async () => [...new Set(await hallCells.allInnerTexts())], { message: 'only the filtered hall is listed' }).toEqual([HALL]);
    const total = Number(/共 (\d+) 条/.exec(await pageContent(page).locator('.ant-pagination-total-text').innerText())?.[1]);
    await screenshots(page, 'organizer-exhibitor-register');

    // export the filtered set: the wait message, then a sheet with exactly these companies
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出展商信息' }).click()]);
    expect(download.suggestedFilename()).toBe('展商信息.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('展商信息')!;
    const rows: string[][] = [];
    sheet.eachRow((line) => rows.push((line.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    expect(rows[0].slice(0, 6)).toEqual(['编号', '中文名称', '英文名称', '国家/地区', '展馆号', '展位号']);
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map((line) => line[4]))).toEqual(new Set([HALL]));
    expect(rows.find((line) => line[0] === String(profile.id))?.slice(4, 7)).toEqual([HALL, booth, '42.5']);

    // the booth drawer opens on what is set now
    await page.getByRole('button', { name: `设置展位 ${profile.name_zh_cn}` }).click();
    await expect(drawer.getByLabel('展位号')).toHaveValue(booth);
    await expect(drawer.getByRole('spinbutton', { name: '展位面积（平方米）' })).toHaveValue('42.50');
    await screenshots(page, 'organizer-exhibitor-register-drawer');
    await drawer.locator('.ant-drawer-close').click();

    // issue 18 item 8: the operation log reads as the screens do: the company by name, the hall by its
    // name, translated field labels, local times, and no bookkeeping fields
    await page.goto(urlFor('organizer', '/organizer/operation-log'));
    await choose(page, pageContent(page), '操作对象', '展商信息');
    await expect(page).toHaveURL(/entity=exhibitor/);
    const entry = pageContent(page).locator('tbody tr.ant-table-row').filter({ hasText: booth }).first();
    await expect(entry).toContainText(profile.name_zh_cn);
    await expect(entry).toContainText('修改');
    await expect(entry.locator('li[data-field="hall_id"]')).toContainText(`展馆号：`);
    await expect(entry.locator('li[data-field="hall_id"]')).toContainText(`→ ${HALL}`);
    await expect(entry.locator('li[data-field="booth"]')).toContainText(`展位号：`);
    await expect(entry.locator('li[data-field="booth_area"]')).toContainText('42.5');
    await expect(entry).not.toContainText('hall_id');
    await expect(entry).not.toContainText('updated_at');
    await expect(entry.locator('td').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await screenshots(page, 'organizer-operation-log-readable');
  } finally {
    // the demo company gets its own hall and booth back, for the journeys that show it
    await portalApi(page.context().request, organizerToken, 'organizer').post('/admin/exhibitor-info/booth', {
      id: profile.id,
      hall_id: profile.hall_id,
      booth: profile.booth,
      booth_area: profile.booth_area,
    });
    await exhibitorContext.close();
  }
});
