import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '../../api/api-client';
import { UPLOAD_MAX_BYTES } from '../../constants/limits';
import { DOWNLOAD_FILE_EXTENSIONS } from '../../contracts/downloads';
import { i18n } from '../../i18n/i18n';
import { AppProviders } from '../../providers/app-providers';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { FileUploadField } from '../files/file-upload-field';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
});
afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(async () => {
  await i18n.changeLanguage('en-us');
  resetSessionStore();
  sessionStore.setState({ clientType: 'organizer', token: 'token' });
  server.requests.length = 0;
  server.handle((request, response) => {
    const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
    sendJson(response, 200, { code: 0, message: '', msg: '', data: { url: '/api/files/2025/0123abcd.xlsx', name, size: 4, mime: 'application/zip' } });
  });
});

function fileOf(name: string, size: number): File {
  const file = new File(['PK'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Field({ initial = null as string | null, fileName = undefined as string | undefined }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AppProviders>
      <FileUploadField value={value} onChange={setValue} fileName={fileName} extensions={DOWNLOAD_FILE_EXTENSIONS} aria-label="File" />
      <output data-testid="value">{value ?? 'empty'}</output>
    </AppProviders>
  );
}

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('FileUploadField (a document upload: SPEC §4 upload field, §5 types and 20 MB cap)', () => {
  it('refuses a file of 20971521 bytes in the widget with the SPEC §5 message, without uploading it', async () => {
    render(<Field />);
    choose(fileOf('展位配置清单.xlsx', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uploaded file size cannot exceed 20M');
    expect(server.requests).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
  });

  it('refuses a type outside the SPEC §5 lists', async () => {
    render(<Field />);
    choose(fileOf('setup.exe', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
    expect(server.requests).toHaveLength(0);
  });

  it('uploads through the admin endpoint, takes the url and names the uploaded file', async () => {
    render(<Field />);
    choose(fileOf('展位配置清单.xlsx', UPLOAD_MAX_BYTES));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/api/files/2025/0123abcd.xlsx'));
    expect(server.requests[0].url).toBe('/admin/attachment/upload');
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('展位配置清单.xlsx');
    expect(screen.getByRole('button', { name: 'File' })).toHaveTextContent('Replace file');
  });

  it('shows a stored file under its original name and empties the value on delete', async () => {
    render(<Field initial="/api/files/2025/old.pdf" fileName="参展商手册.docx" />);
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('参展商手册.docx');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 参展商手册.docx' }));
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
    expect(screen.queryByTestId('uploaded-file')).not.toBeInTheDocument();
  });
});
