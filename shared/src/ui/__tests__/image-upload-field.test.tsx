import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '../../api/api-client';
import { UPLOAD_MAX_BYTES } from '../../constants/limits';
import { i18n } from '../../i18n/i18n';
import { AppProviders } from '../../providers/app-providers';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { DOWNLOAD_FILE_EXTENSIONS } from '../../contracts/downloads';
import { FileUploadField } from '../files/file-upload-field';
import { ImageUploadField, refusalOf, uploadPathFor } from '../image-upload-field';

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
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.handle((request, response) => {
    const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
    sendJson(response, 200, { code: 0, message: '', msg: '', data: { url: `/api/files/2025/${name}`, name, size: 4, mime: 'image/png' } });
  });
});

/** A file whose reported size is `size` (the content stays small: only the browser-side check reads size). */
function fileOf(name: string, size: number): File {
  const file = new File(['\x89PNG'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Field({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AppProviders>
      <ImageUploadField value={value} onChange={setValue} guidance="300x300, 72 dpi, under 150 KB, jpg or png" aria-label="Company logo" />
      <output data-testid="value">{value ?? 'empty'}</output>
    </AppProviders>
  );
}

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('ImageUploadField (SPEC §4 upload field, §5 20 MB cap)', () => {
  it('shows the guidance beside the picker', () => {
    render(<Field />);
    expect(screen.getByText('300x300, 72 dpi, under 150 KB, jpg or png')).toBeInTheDocument();
  });

  it('refuses a file of 20971521 bytes in the widget without uploading it', async () => {
    render(<Field />);
    choose(fileOf('logo.png', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uploaded file size cannot exceed 20M');
    expect(server.requests).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
  });

  it('uploads a file of exactly 20971520 bytes through the exhibitor endpoint and takes its url', async () => {
    render(<Field />);
    choose(fileOf('logo.png', UPLOAD_MAX_BYTES));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/api/files/2025/logo.png'));
    expect(server.requests[0].url).toBe('/exhibitors/attachment/upload');
    expect(server.requests[0].body).toContain('name="file"; filename="logo.png"');
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', '/api/files/2025/logo.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the value with a newly chosen file and empties it on delete', async () => {
    render(<Field initial="/api/files/2025/old.png" />);
    choose(fileOf('new.jpg', 1000));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/api/files/2025/new.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
  });

  it('refuses a type outside the SPEC §5 image list', async () => {
    render(<Field />);
    choose(fileOf('brochure.pdf', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
    expect(server.requests).toHaveLength(0);
  });

  it('says it in Chinese for zh-cn', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<Field />);
    choose(fileOf('logo.png', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传文件大小不能超过 20M');
  });
});

describe('upload rules', () => {
  it('uses the exhibitor endpoint for exhibitors and the admin one otherwise (SPEC §7)', () => {
    expect(uploadPathFor('exhibitor')).toBe('/exhibitors/attachment/upload');
    expect(uploadPathFor('organizer')).toBe('/admin/attachment/upload');
    expect(uploadPathFor('miniprog')).toBe('/admin/attachment/upload');
  });

  it('checks size before type, by bytes', () => {
    expect(refusalOf({ name: 'a.PNG', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(refusalOf({ name: 'a.png', size: UPLOAD_MAX_BYTES + 1 })).toBe('common:upload.fileTooLarge');
    expect(refusalOf({ name: 'a.exe', size: 1 })).toBe('common:upload.fileTypeNotAllowed');
    expect(refusalOf({ name: 'a.pdf', size: 1 }, ['pdf'])).toBeNull();
  });
});

function DocumentField({ initial = null as string | null, fileName = undefined as string | undefined }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <AppProviders>
      <FileUploadField value={value} onChange={setValue} fileName={fileName} extensions={DOWNLOAD_FILE_EXTENSIONS} aria-label="File" />
      <output data-testid="value">{value ?? 'empty'}</output>
    </AppProviders>
  );
}

describe('FileUploadField (a document upload: SPEC §4 upload field, §5 types and 20 MB cap)', () => {
  beforeEach(() => sessionStore.setState({ clientType: 'organizer', token: 'token' }));

  it('refuses a file of 20971521 bytes in the widget with the SPEC §5 message, without uploading it', async () => {
    render(<DocumentField />);
    choose(fileOf('展位配置清单.xlsx', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uploaded file size cannot exceed 20M');
    expect(server.requests).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
  });

  it('refuses a type outside the SPEC §5 lists', async () => {
    render(<DocumentField />);
    choose(fileOf('setup.exe', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
    expect(server.requests).toHaveLength(0);
  });

  it('uploads through the admin endpoint, takes the url and names the uploaded file', async () => {
    render(<DocumentField />);
    choose(fileOf('展位配置清单.xlsx', UPLOAD_MAX_BYTES));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/api/files/2025/展位配置清单.xlsx'));
    expect(server.requests[0].url).toBe('/admin/attachment/upload');
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('展位配置清单.xlsx');
    expect(screen.getByRole('button', { name: 'File' })).toHaveTextContent('Replace file');
  });

  it('shows a stored file under its original name and empties the value on delete', async () => {
    render(<DocumentField initial="/api/files/2025/old.pdf" fileName="参展商手册.docx" />);
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('参展商手册.docx');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 参展商手册.docx' }));
    expect(screen.getByTestId('value')).toHaveTextContent('empty');
    expect(screen.queryByTestId('uploaded-file')).not.toBeInTheDocument();
  });
});
