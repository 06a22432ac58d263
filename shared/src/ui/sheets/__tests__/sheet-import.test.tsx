import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { JobInfo } from '../../../contracts/jobs';
import { api } from '../../../api/api-client';
import type { SheetPreview, SheetPreviewRow, SheetRowAction } from '../../../contracts/sheets';
import { i18n } from '../../../i18n/i18n';
import { AppProviders } from '../../../providers/app-providers';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '../../../test-support/api-test-harness';
import { envelope, sendJson, type TestServer } from '../../../test-support/http-test-server';
import type { PageAnswer } from '../../list/use-paged-list';
import { SheetImport } from '../sheet-import';
import { sheetRowColumns, type SheetRowsSource } from '../sheet-preview-rows';

// antd tables and tabs under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

let server: TestServer;
let check: JobInfo;
let job: JobInfo;
let jobs: Map<number, JobInfo>;
let rowsOf: Record<SheetRowAction, SheetPreviewRow[]>;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => stopApiTestServer(server));
beforeEach(async () => {
  await resetApiTest(server, { clientType: 'organizer' });
  await i18n.changeLanguage('en-us');
  check = { id: 40, kind: 'exhibitor-check', status: 'done', done: 50, total: 50, last_error: null, result: preview };
  job = { id: 41, kind: 'exhibitor-import', status: 'running', done: 20, total: 50, last_error: null, result: null };
  jobs = new Map();
  rowsOf = { create: createdRows(12), update: [updatedRow], invalid: invalidRows };
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (request.url === '/api/jobs/info?id=40') return sendJson(response, 200, envelope(0, '', check));
    if (request.url === '/api/jobs/info?id=41') return sendJson(response, 200, envelope(0, '', job));
    const other = url.pathname === '/api/jobs/info' ? jobs.get(Number(url.searchParams.get('id'))) : undefined;
    if (other) return sendJson(response, 200, envelope(0, '', other));
    if (url.pathname === '/rows') {
      const found = rowsOf[url.searchParams.get('action') as SheetRowAction] ?? [];
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      return sendJson(response, 200, envelope(0, '', { list: found.slice((page - 1) * size, page * size), total: found.length, page, page_size: size }));
    }
    sendJson(response, 404, envelope(404, 'not found'));
  });
});

const preview: SheetPreview = {
  preview_id: 'p-1',
  total: 50,
  created: 40,
  updated: 7,
  invalid: 3,
  problems: [
    { row: 4, column: 'E-mail', message: 'E-mail format is incorrect' },
    { row: 9, column: 'Exhibitor type', message: 'Unknown exhibitor type' },
    { row: 12, column: 'E-mail', message: 'Duplicate e-mail in the sheet' },
  ],
  invalid_sheet_url: '/admin/user/exhibitors/import/invalid?preview_id=p-1',
};

const createdRows = (count: number): SheetPreviewRow[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    action: 'create',
    key: `new-${index + 1}@sheets.test`,
    changes: [
      { column: 'Company', before: null, after: `Company ${index + 1}` },
      { column: 'Type', before: null, after: 'FIE' },
    ],
    problems: [],
  }));
const updatedRow: SheetPreviewRow = {
  row: 30,
  action: 'update',
  key: 'old@sheets.test',
  changes: [{ column: 'Company', before: 'Old Electronics', after: 'New Electronics' }],
  problems: [],
};
const invalidRows: SheetPreviewRow[] = [
  { row: 4, action: 'invalid', key: 'bad-at-sheets.test', changes: [], problems: [{ row: 4, column: 'E-mail', message: 'E-mail format is incorrect' }] },
  { row: 9, action: 'invalid', key: 'nine@sheets.test', changes: [], problems: [{ row: 9, column: 'Exhibitor type', message: 'Unknown exhibitor type' }] },
];

/** The caller's rows route, read through the api client from the test server. */
const rowsSource: SheetRowsSource = {
  queryKey: ['test', 'sheet-rows'],
  fetchPage: (previewId, action, request) => api.get<PageAnswer<SheetPreviewRow>>('/rows', { id: previewId, action, page: request.page, page_size: request.page_size }),
};
const withRows: SheetPreview = { ...preview, created: 12, updated: 1, invalid: 2, total: 15, rows_url: '/rows?id=p-1' };
const rowCalls = () => server.requests.filter((request) => request.url.startsWith('/rows')).map((request) => Object.fromEntries(new URL(request.url, 'http://test').searchParams));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderImport(props: Partial<Parameters<typeof SheetImport>[0]> = {}, initialEntry = '/account/exhibitor-account-manage') {
  const upload = jest.fn(async () => ({ job_id: 40 }));
  const confirm = jest.fn(async () => ({ job_id: 41 }));
  const onFinished = jest.fn();
  render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <AppProviders>
        <SheetImport templateUrl="/admin/user/exhibitors/import/template" templateName="template.xlsx" upload={upload} confirm={confirm} onFinished={onFinished} {...props} />
        <Location />
      </AppProviders>
    </MemoryRouter>,
  );
  return { upload, confirm, onFinished };
}

const sheet = (name = 'exhibitors.xlsx', size = 2048) => {
  const file = new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('SheetImport (upload → preview → confirm → job progress)', () => {
  it('checks an uploaded sheet and shows the counts, the problems and the invalid rows to download', async () => {
    const { upload } = renderImport();
    choose(sheet());
    await screen.findByTestId('sheet-preview');
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'exhibitors.xlsx' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/exhibitor-account-manage?import_check=40');
    const preview = screen.getByTestId('sheet-preview');
    for (const [label, value] of [['Rows', '50'], ['New', '40'], ['Updated', '7'], ['Invalid', '3']]) {
      expect(preview).toHaveTextContent(`${label}${value}`);
    }
    expect(screen.getByText('3 rows have errors and will not be imported: download them, fix them and import them again.')).toBeInTheDocument();
    expect(screen.getByText('Unknown exhibitor type')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-invalid-download')).toHaveTextContent('Download the invalid rows');
    expect(screen.getByTestId('sheet-confirm')).toHaveTextContent('Import 47 rows');
  });

  it('refuses a file that is not .xlsx or is over 20971520 bytes without calling the server', async () => {
    const { upload } = renderImport();
    choose(sheet('exhibitors.csv'));
    choose(sheet('exhibitors.xlsx', 20971521));
    await waitFor(() => expect(screen.getAllByText('Only .xlsx files up to 20M').length).toBeGreaterThan(0));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByTestId('sheet-preview')).toBeNull();
  });

  it('follows a running check from the address after a reload, then shows its preview', async () => {
    check = { ...check, status: 'running', done: 0, result: null };
    renderImport({}, '/account/exhibitor-account-manage?import_check=40');
    expect(await screen.findByTestId('job-counts')).toHaveTextContent('Running · 0 / 50');
    expect(screen.getByTestId('sheet-checking')).toHaveTextContent('Checking the sheet, please wait');
    expect(screen.queryByTestId('sheet-confirm')).toBeNull();

    check = { ...check, status: 'done', done: 50, result: preview };
    expect(await screen.findByTestId('sheet-preview', {}, { timeout: 5000 })).toHaveTextContent('Invalid3');
    expect(screen.getByTestId('sheet-confirm')).toHaveTextContent('Import 47 rows');
  });

  it('shows why the check refused a sheet and keeps the upload step open', async () => {
    check = { ...check, status: 'dead', result: null, last_error: 'Cell A3 holds a formula' };
    renderImport({}, '/account/exhibitor-account-manage?import_check=40');
    expect(await screen.findByTestId('sheet-refused')).toHaveTextContent('Cell A3 holds a formula');
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
    expect(screen.queryByTestId('sheet-preview')).toBeNull();
  });

  it('confirms, swaps the check for the import job in the address and follows its progress until done', async () => {
    const { confirm, onFinished } = renderImport();
    choose(sheet());
    fireEvent.click(await screen.findByTestId('sheet-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/exhibitor-account-manage?import_job=41'));
    expect(confirm).toHaveBeenCalledWith('p-1');
    expect(await screen.findByTestId('job-counts')).toHaveTextContent('Running · 20 / 50');

    job = { ...job, status: 'done', done: 50, result: { created: 40, updated: 7 } };
    await waitFor(() => expect(screen.getByTestId('job-counts')).toHaveTextContent('Done · 50 / 50'), { timeout: 5000 });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'done' }));
    expect(server.requests.filter((request) => request.url === '/api/jobs/info?id=41').length).toBeGreaterThanOrEqual(2);
  });

  it('picks a running job up again from the address after a reload, and shows a dead job with its error', async () => {
    job = { ...job, status: 'dead', last_error: 'The import was stopped: the database refused row 17' };
    renderImport({}, '/account/exhibitor-account-manage?import_job=41');
    expect(await screen.findByTestId('job-error')).toHaveTextContent('The import was stopped: the database refused row 17');
    fireEvent.click(screen.getByTestId('sheet-another'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/exhibitor-account-manage$/));
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
  });
});

describe('SheetImport preview rows (what the confirm creates, updates and refuses)', () => {
  it('shows the invalid rows first, then the created rows with their values and the updated rows as before → after, each from the rows route', async () => {
    check = { ...check, result: withRows };
    renderImport({ rows: rowsSource }, '/account/exhibitor-account-manage?import_check=40');
    const rows = await screen.findByTestId('sheet-rows');
    expect(within(rows).getByTestId('sheet-tab-create')).toHaveTextContent('New 12');
    expect(within(rows).getByTestId('sheet-tab-update')).toHaveTextContent('Updated 1');
    expect(within(rows).getByTestId('sheet-tab-invalid')).toHaveTextContent('Invalid 2');
    const invalid = await screen.findByTestId('sheet-rows-invalid');
    await waitFor(() => expect(within(invalid).getByText('Unknown exhibitor type')).toBeInTheDocument());
    expect(within(invalid).getByText('bad-at-sheets.test')).toBeInTheDocument();
    expect(within(invalid).getByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(rowCalls()).toEqual([{ id: 'p-1', action: 'invalid', page: '1', page_size: '10' }]);

    fireEvent.click(within(rows).getByTestId('sheet-tab-create'));
    const created = await screen.findByTestId('sheet-rows-create');
    await waitFor(() => expect(within(created).getByText('new-1@sheets.test')).toBeInTheDocument());
    const firstCreated = within(created).getByText('new-1@sheets.test').closest('tr')!;
    expect(Array.from(firstCreated.querySelectorAll('[data-testid="sheet-row-change"]')).map((change) => change.textContent)).toEqual(['Company: Company 1', 'Type: FIE']);

    fireEvent.click(within(rows).getByTestId('sheet-tab-update'));
    const updated = await screen.findByTestId('sheet-rows-update');
    await waitFor(() => expect(within(updated).getByText('old@sheets.test')).toBeInTheDocument());
    const change = within(updated).getByTestId('sheet-row-change');
    expect(change).toHaveTextContent('Company: Old Electronics → New Electronics');
    expect(within(change).getByText('Old Electronics').closest('del')).not.toBeNull();
    expect(rowCalls().map((call) => call.action)).toEqual(['invalid', 'create', 'update']);
    // the problems table of a preview without rows gives way to the rows
    expect(screen.queryByRole('columnheader', { name: 'Column' })).toBeNull();
  });

  it('asks the server for the next page of a tab, and keeps the page out of the address', async () => {
    check = { ...check, result: withRows };
    renderImport({ rows: rowsSource }, '/account/exhibitor-account-manage?import_check=40');
    fireEvent.click(await screen.findByTestId('sheet-tab-create'));
    const created = await screen.findByTestId('sheet-rows-create');
    await waitFor(() => expect(within(created).getByText('new-10@sheets.test')).toBeInTheDocument());
    expect(within(created).queryByText('new-11@sheets.test')).toBeNull();
    fireEvent.click(within(created).getByTitle('2'));
    await waitFor(() => expect(within(created).getByText('new-12@sheets.test')).toBeInTheDocument());
    expect(within(created).queryByText('new-1@sheets.test')).toBeNull();
    expect(rowCalls().filter((call) => call.action === 'create')).toEqual([
      { id: 'p-1', action: 'create', page: '1', page_size: '10' },
      { id: 'p-1', action: 'create', page: '2', page_size: '10' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/exhibitor-account-manage\?import_check=40$/);
  });

  it('shows the empty state for an action without rows, and the columns the caller gives', async () => {
    check = { ...check, result: { ...withRows, updated: 0 } };
    rowsOf.update = [];
    const columns = jest.fn((action: SheetRowAction) => sheetRowColumns(i18n.t, action, { keyTitle: 'Account e-mail' }));
    renderImport({ rows: { ...rowsSource, columns } }, '/account/exhibitor-account-manage?import_check=40');
    fireEvent.click(await screen.findByTestId('sheet-tab-update'));
    const updated = await screen.findByTestId('sheet-rows-update');
    await waitFor(() => expect(within(updated).getByText('No data found')).toBeInTheDocument());
    expect(within(updated).getByRole('columnheader', { name: 'Account e-mail' })).toBeInTheDocument();
    expect(columns).toHaveBeenCalledWith('update');
  });

  it('says when a page of rows cannot be read and reads it again on retry', async () => {
    check = { ...check, result: withRows };
    let fail = true;
    const source: SheetRowsSource = {
      ...rowsSource,
      fetchPage: async (...args) => {
        if (fail) {
          fail = false;
          throw new Error('unreachable');
        }
        return rowsSource.fetchPage(...args);
      },
    };
    renderImport({ rows: source }, '/account/exhibitor-account-manage?import_check=40');
    const invalid = await screen.findByTestId('sheet-rows-invalid');
    await waitFor(() => expect(within(invalid).getByText('Loading failed, please try again')).toBeInTheDocument());
    fireEvent.click(within(invalid).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(within(invalid).getByText('Unknown exhibitor type')).toBeInTheDocument());
  });
});

describe('SheetImport stale confirm (the records changed since the check)', () => {
  const stalePreview: SheetPreview = {
    ...preview,
    preview_id: '42',
    created: 39,
    updated: 8,
    stale: {
      previous_preview_id: 'p-1',
      rows: [
        { row: 7, key: 'seven@sheets.test', message: 'The account now exists: the row updates it' },
        { row: 12, key: 'twelve@sheets.test', message: 'Now refused: Duplicate e-mail' },
      ],
    },
  };

  // job ids of their own: the page's query cache outlives a test
  it('swaps the refused import for the new check, says what changed and confirms the new check', async () => {
    jobs.set(42, { ...check, id: 42, result: stalePreview });
    jobs.set(51, { ...job, id: 51 });
    const confirm = jest.fn(async () => ({ job_id: 51 }));
    const { onFinished } = renderImport({ confirm });
    choose(sheet());
    fireEvent.click(await screen.findByTestId('sheet-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('import_job=51'));
    expect(screen.queryByTestId('sheet-stale')).toBeNull();

    jobs.set(51, { ...job, id: 51, status: 'done', done: 0, total: 50, result: { created: 0, updated: 0, invalid: 0, stale_preview_job_id: 42 } });
    const notice = await screen.findByTestId('sheet-stale', {}, { timeout: 20_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/exhibitor-account-manage\?import_check=42$/);
    expect(notice).toHaveTextContent('The accounts changed after the preview, so nothing was imported.');
    expect(notice).toHaveTextContent('Rows that changed');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 7 (seven@sheets.test): The account now exists: the row updates it',
      'Row 12 (twelve@sheets.test): Now refused: Duplicate e-mail',
    ]);
    expect(screen.getByTestId('sheet-preview')).toHaveTextContent('Updated8');
    expect(onFinished).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('sheet-confirm'));
    await waitFor(() => expect(confirm).toHaveBeenLastCalledWith('42'));
  });

  it('a reload on an import refused as stale opens the new check', async () => {
    jobs.set(43, { ...check, id: 43, result: { ...stalePreview, preview_id: '43' } });
    jobs.set(52, { ...job, id: 52, status: 'done', result: { created: 0, updated: 0, invalid: 0, stale_preview_job_id: 43 } });
    const { onFinished } = renderImport({}, '/account/exhibitor-account-manage?import_job=52');
    expect(await screen.findByTestId('sheet-stale')).toHaveTextContent('Row 12 (twelve@sheets.test): Now refused: Duplicate e-mail');
    expect(screen.getByTestId('location')).toHaveTextContent(/\?import_check=43$/);
    expect(onFinished).not.toHaveBeenCalled();
  });
});
