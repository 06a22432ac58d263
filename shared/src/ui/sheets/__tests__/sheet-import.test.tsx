import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { JobInfo } from '../../../contracts/jobs';
import type { SheetPreview } from '../../../contracts/sheets';
import { i18n } from '../../../i18n/i18n';
import { AppProviders } from '../../../providers/app-providers';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '../../../test-support/api-test-harness';
import { envelope, sendJson, type TestServer } from '../../../test-support/http-test-server';
import { SheetImport } from '../sheet-import';

let server: TestServer;
let check: JobInfo;
let job: JobInfo;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => stopApiTestServer(server));
beforeEach(async () => {
  await resetApiTest(server, { clientType: 'organizer' });
  await i18n.changeLanguage('en-us');
  check = { id: 40, kind: 'exhibitor-check', status: 'done', done: 50, total: 50, last_error: null, result: preview };
  job = { id: 41, kind: 'exhibitor-import', status: 'running', done: 20, total: 50, last_error: null, result: null };
  server.handle((request, response) => {
    if (request.url === '/api/jobs/info?id=40') return sendJson(response, 200, envelope(0, '', check));
    if (request.url === '/api/jobs/info?id=41') return sendJson(response, 200, envelope(0, '', job));
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
