import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXHIBITOR_ACCOUNT_PATHS, type ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview, SheetPreviewRow, SheetRowAction } from '@fair/shared/contracts/sheets';
import { type ConsolePage, renderConsolePage } from '@fair/shared/test-support/console-page';
import { recordSavedDownloads } from '@fair/shared/test-support/saved-downloads';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { routeNotFound } from '@fair/shared/test-support/portal-refusal';
import ExhibitorAccountsPage from '../pages/exhibitor-accounts-page';
import { exhibitorAccountItem } from './account-items';
import { ACCOUNTS_PATH, setUpAccountsPageTests } from './accounts-page-setup';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render (tens under load)
jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 60_000 });

const server = setUpAccountsPageTests();
let accounts: ExhibitorAccountItem[];
let jobsById: Map<number, JobInfo>;
let exportGate: Promise<void>;
const saved = recordSavedDownloads();

const preview: SheetPreview = {
  preview_id: '7',
  total: 50,
  created: 47,
  updated: 0,
  invalid: 3,
  problems: [
    { row: 11, column: '邮箱（账号） / E-mail (account)', message: '邮箱格式不正确' },
    { row: 26, column: '展商类型 / Exhibitor type', message: '未知的展商类型：Overseas（可填 FIE、Local、International）' },
    { row: 43, column: '展商英文名称 / Exhibitor English name', message: '请输入展商英文名称' },
  ],
  invalid_sheet_url: `${EXHIBITOR_SHEET_PATHS.invalid}?id=7`,
};

const account = exhibitorAccountItem;

const NAME_ZH = '展商中文名称 / Exhibitor Chinese name';
/** The rows route's answer for the check with rows: 47 new (e-mails a1…a47), one update, the 3 invalid rows. */
const planRows: Record<SheetRowAction, SheetPreviewRow[]> = {
  create: Array.from({ length: 47 }, (_, index) => ({
    row: index + 2,
    action: 'create',
    key: `a${index + 1}@sheets.test`,
    changes: [{ column: NAME_ZH, before: null, after: `电子有限公司${index + 1}` }],
    problems: [],
  })),
  update: [{ row: 52, action: 'update', key: 'old@sheets.test', changes: [{ column: NAME_ZH, before: '旧名称公司', after: '新名称公司' }], problems: [] }],
  invalid: preview.problems.map((problem) => ({ row: problem.row, action: 'invalid', key: `row${problem.row}@sheets.test`, changes: [], problems: [problem] })),
};
const previewWithRows: SheetPreview = { ...preview, updated: 1, total: 51, rows_url: `${EXHIBITOR_SHEET_PATHS.rows}?id=7` };

const job = (id: number, fields: Partial<JobInfo>): JobInfo => ({ id, kind: 'exhibitor-sheets.apply', status: 'running', done: 0, total: 0, last_error: null, result: null, ...fields });

beforeEach(() => {
  accounts = [account(1), account(2)];
  jobsById = new Map([[7, job(7, { kind: 'exhibitor-sheets.preview', status: 'done', done: 50, total: 50, result: preview })]]);
  exportGate = Promise.resolve();
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === EXHIBITOR_ACCOUNT_PATHS.list) {
      return sendJson(response, 200, envelope(0, 'success', { list: accounts, total: accounts.length, page: 1, page_size: 20 }));
    }
    if (url.pathname === EXHIBITOR_SHEET_PATHS.rows) {
      const found = planRows[url.searchParams.get('action') as SheetRowAction];
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      return sendJson(response, 200, envelope(0, 'success', { list: found.slice((page - 1) * size, page * size), total: found.length, page, page_size: size }));
    }
    if (url.pathname === EXHIBITOR_SHEET_PATHS.upload) return sendJson(response, 200, envelope(0, 'success', { job_id: 7 }));
    if (url.pathname === EXHIBITOR_SHEET_PATHS.confirm) {
      jobsById.set(8, job(8, { done: 20, total: 47 }));
      return sendJson(response, 200, envelope(0, 'success', { job_id: 8 }));
    }
    if (url.pathname === '/api/jobs/info') {
      const found = jobsById.get(Number(url.searchParams.get('id')));
      return found ? sendJson(response, 200, envelope(0, 'success', found)) : sendJson(response, 404, envelope(404, '数据不存在'));
    }
    if (url.pathname === EXHIBITOR_SHEET_PATHS.export) {
      void exportGate.then(() => {
        response.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
        response.end('PK');
      });
      return;
    }
    sendJson(response, 404, routeNotFound());
  });
});

const renderAt = (path: string): ConsolePage => renderConsolePage(<ExhibitorAccountsPage />, { path });

const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const drawer = () => screen.getByRole('dialog');
const choose = (file: File) => fireEvent.change(drawer().querySelector('input[type="file"]')!, { target: { files: [file] } });
const sheetFile = () => new File(['PK'], '展商信息.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

// The import kit's own steps, checked in shared/src/ui/sheets/__tests__/sheet-import.test.tsx, are not
// repeated here: a sheet refused as a whole (its reason, the upload step kept) and a confirm refused as stale
// (the new check with what changed, confirmed again). This page checks its own part: its drawer and address,
// its calls, the list refreshed after an import, the export and the rows route.
describe('exhibitor information sheet import and account export (/account/exhibitor-account-manage)', () => {
  it('uploads a sheet and shows new / updated / invalid, the problems and the error sheet to download', async () => {
    const page = renderAt(ACCOUNTS_PATH);
    await waitFor(() => expect(screen.getByText('展商1')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('sheet-import-open'));
    await waitFor(() => expect(within(drawer()).getByText('导入展商信息表')).toBeInTheDocument());
    expect(within(drawer()).getByTestId('sheet-template')).toBeInTheDocument();

    choose(sheetFile());
    const shown = await within(drawer()).findByTestId('sheet-preview');
    expect(calls(EXHIBITOR_SHEET_PATHS.upload)[0].body).toContain('filename="展商信息.xlsx"');
    expect(page.address().get('import_check')).toBe('7');
    const counts = Array.from(shown.querySelectorAll('.ant-statistic')).map((statistic) => statistic.textContent);
    expect(counts).toEqual(['总行数50', '新增47', '更新0', '无效3']);
    expect(within(shown).getByText('未知的展商类型：Overseas（可填 FIE、Local、International）')).toBeInTheDocument();

    fireEvent.click(within(shown).getByTestId('sheet-invalid-download'));
    await waitFor(() => expect(calls(EXHIBITOR_SHEET_PATHS.invalid)).toHaveLength(1));
    expect(calls(EXHIBITOR_SHEET_PATHS.invalid)[0].url).toBe(`${EXHIBITOR_SHEET_PATHS.invalid}?id=7`);
  });

  it('confirms, follows the import job in the address until it is done, then says what it wrote and refreshes the list', async () => {
    const page = renderAt(ACCOUNTS_PATH);
    fireEvent.click(await screen.findByTestId('sheet-import-open'));
    await waitFor(() => expect(drawer().querySelector('input[type="file"]')).not.toBeNull());
    choose(sheetFile());
    fireEvent.click(await within(drawer()).findByTestId('sheet-confirm'));
    await waitFor(() => expect(within(drawer()).getByTestId('job-counts').textContent).toContain('20 / 47'));
    expect(JSON.parse(calls(EXHIBITOR_SHEET_PATHS.confirm)[0].body)).toEqual({ preview_id: '7' });
    expect(page.address().get('import_job')).toBe('8');

    const listCalls = calls(EXHIBITOR_ACCOUNT_PATHS.list).length;
    accounts = [...accounts, account(3)];
    jobsById.set(8, job(8, { status: 'done', done: 47, total: 47, result: { created: 47, updated: 0, invalid: 0 } }));
    await waitFor(() => expect(screen.getByText('导入完成：新增 47 个账号，更新 0 个账号')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('展商3')).toBeInTheDocument());
    expect(calls(EXHIBITOR_ACCOUNT_PATHS.list).length).toBeGreaterThan(listCalls);
  });

  it('opens on the running import after a reload, and closing the drawer takes the job out of the address', async () => {
    jobsById.set(8, job(8, { done: 30, total: 47 }));
    const page = renderAt(`${ACCOUNTS_PATH}?keyword=展商&import_job=8`);
    await waitFor(() => expect(within(drawer()).getByTestId('job-counts').textContent).toContain('30 / 47'));
    fireEvent.click(drawer().querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(page.address().toString()).not.toContain('import_job'));
    expect(page.address().get('keyword')).toBe('展商');
  });

  it('after a reload on a finished import, importing another sheet keeps the drawer open on the upload step', async () => {
    jobsById.set(8, job(8, { status: 'done', done: 47, total: 47, result: { created: 47, updated: 0, invalid: 0 } }));
    const page = renderAt(`${ACCOUNTS_PATH}?import_job=8`);
    fireEvent.click(await within(drawer()).findByTestId('sheet-another'));
    await waitFor(() => expect(page.address().has('import_job')).toBe(false));
    await waitFor(() => expect(drawer().querySelector('input[type="file"]')).not.toBeNull());
    choose(sheetFile());
    expect(await within(drawer()).findByTestId('sheet-preview')).toBeInTheDocument();
    expect(page.address().get('import_check')).toBe('7');
  });

  it('comes back to a sheet still being checked after a reload: its preview, error sheet and confirm follow', async () => {
    jobsById.set(7, job(7, { kind: 'exhibitor-sheets.preview', done: 0, total: 50 }));
    const page = renderAt(`${ACCOUNTS_PATH}?keyword=展商&import_check=7`);
    await waitFor(() => expect(within(drawer()).getByTestId('job-counts').textContent).toContain('0 / 50'));
    expect(within(drawer()).getByTestId('sheet-checking')).toHaveTextContent('正在校验');
    expect(calls(EXHIBITOR_SHEET_PATHS.upload)).toHaveLength(0);

    jobsById.set(7, job(7, { kind: 'exhibitor-sheets.preview', status: 'done', done: 50, total: 50, result: preview }));
    const shown = await within(drawer()).findByTestId('sheet-preview');
    const counts = Array.from(shown.querySelectorAll('.ant-statistic')).map((statistic) => statistic.textContent);
    expect(counts).toEqual(['总行数50', '新增47', '更新0', '无效3']);
    fireEvent.click(within(shown).getByTestId('sheet-invalid-download'));
    await waitFor(() => expect(calls(EXHIBITOR_SHEET_PATHS.invalid)).toHaveLength(1));

    fireEvent.click(within(drawer()).getByTestId('sheet-confirm'));
    await waitFor(() => expect(within(drawer()).getByTestId('job-counts').textContent).toContain('20 / 47'));
    expect(JSON.parse(calls(EXHIBITOR_SHEET_PATHS.confirm)[0].body)).toEqual({ preview_id: '7' });
    expect(Object.fromEntries(page.address())).toEqual({ keyword: '展商', import_job: '8' });
  });

  it('closing the drawer on a check takes it out of the address', async () => {
    const page = renderAt(`${ACCOUNTS_PATH}?import_check=7`);
    await within(drawer()).findByTestId('sheet-preview');
    fireEvent.click(drawer().querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(page.address().toString()).toBe(''));
  });

  it('exports the accounts of the current search and filters, saying so while the file is made', async () => {
    let release = () => undefined as void;
    exportGate = new Promise<void>((resolve) => (release = resolve));
    renderAt(`${ACCOUNTS_PATH}?keyword=展商&type=FIE&page=2`);
    fireEvent.click(await screen.findByTestId('sheet-export'));
    await waitFor(() => expect(screen.getByTestId('download-progress').textContent).toContain('正在导出账号，请稍候'));
    release();
    // the test server (another origin) does not expose Content-Disposition: the fallback name is used
    await waitFor(() => expect(saved).toEqual(['exhibitor-accounts.xlsx']));
    const query = new URL(calls(EXHIBITOR_SHEET_PATHS.export)[0].url, 'http://test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ keyword: '展商', type: 'FIE' });
  });

  it('lists what the import does from the rows of the check: the refused rows with their errors, the new accounts, the updates as before → after, paged', async () => {
    jobsById.set(7, job(7, { kind: 'exhibitor-sheets.preview', status: 'done', done: 51, total: 51, result: previewWithRows }));
    const page = renderAt(`${ACCOUNTS_PATH}?import_check=7`);
    const rows = await within(drawer()).findByTestId('sheet-rows');
    expect(['sheet-tab-create', 'sheet-tab-update', 'sheet-tab-invalid'].map((id) => within(rows).getByTestId(id).textContent)).toEqual(['新增 47', '更新 1', '无效 3']);
    const invalid = await within(rows).findByTestId('sheet-rows-invalid');
    await waitFor(() => expect(within(invalid).getByText('未知的展商类型：Overseas（可填 FIE、Local、International）')).toBeInTheDocument());
    expect(within(invalid).getByRole('columnheader', { name: '邮箱（账号） / E-mail (account)' })).toBeInTheDocument();

    fireEvent.click(within(rows).getByTestId('sheet-tab-create'));
    const created = await within(rows).findByTestId('sheet-rows-create');
    await waitFor(() => expect(within(created).getByText('a1@sheets.test')).toBeInTheDocument());
    expect(within(created).getByText('a1@sheets.test').closest('tr')).toHaveTextContent(`${NAME_ZH}: 电子有限公司1`);
    fireEvent.click(within(created).getByTitle('5'));
    await waitFor(() => expect(within(created).getByText('a47@sheets.test')).toBeInTheDocument());
    expect(calls(EXHIBITOR_SHEET_PATHS.rows).map((request) => request.url)).toEqual([
      `${EXHIBITOR_SHEET_PATHS.rows}?id=7&action=invalid&page=1&page_size=10`,
      `${EXHIBITOR_SHEET_PATHS.rows}?id=7&action=create&page=1&page_size=10`,
      `${EXHIBITOR_SHEET_PATHS.rows}?id=7&action=create&page=5&page_size=10`,
    ]);
    // the rows' page is the drawer's own: the account list's page stays as it was
    expect(Object.fromEntries(page.address())).toEqual({ import_check: '7' });

    fireEvent.click(within(rows).getByTestId('sheet-tab-update'));
    const updated = await within(rows).findByTestId('sheet-rows-update');
    await waitFor(() => expect(within(updated).getByText('old@sheets.test')).toBeInTheDocument());
    expect(within(updated).getByTestId('sheet-row-change')).toHaveTextContent(`${NAME_ZH}: 旧名称公司 → 新名称公司`);
  });
});
