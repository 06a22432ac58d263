import { ApiError } from '../../../api/api-error';
import { bindNotifier } from '../../../feedback/notifier';
import { createRecordingNotifier } from '../../../feedback/recording-notifier';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '../../../test-support/api-test-harness';
import { envelope, sendJson, type TestServer } from '../../../test-support/http-test-server';
import { downloadServerFile, fileNameFromDisposition } from '../download-file';

let server: TestServer;
const saved: { name: string; href: string }[] = [];

beforeAll(async () => {
  server = await startApiTestServer();
  // jsdom has no object URLs and does not navigate: record what would be saved
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterAll(() => stopApiTestServer(server));
beforeEach(async () => {
  await resetApiTest(server, { clientType: 'organizer', token: 'organizer-token' });
  saved.length = 0;
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* so a Chinese name survives', () => {
    expect(fileNameFromDisposition(`attachment; filename="accounts.xlsx"; filename*=UTF-8''%E5%B1%95%E5%95%86%E8%B4%A6%E5%8F%B7.xlsx`, 'x.xlsx')).toBe('展商账号.xlsx');
  });
  it('reads a plain quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="news export.xlsx"', 'x')).toBe('news export.xlsx');
    expect(fileNameFromDisposition('attachment; filename=halls.xlsx', 'x')).toBe('halls.xlsx');
  });
  it('falls back without a usable name and never keeps folders or control characters', () => {
    expect(fileNameFromDisposition(undefined, 'export.xlsx')).toBe('export.xlsx');
    expect(fileNameFromDisposition('attachment', 'export.xlsx')).toBe('export.xlsx');
    expect(fileNameFromDisposition('attachment; filename="../../etc/pass\u0001wd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E5%ZZ`, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});

describe('downloadServerFile', () => {
  it('downloads with the session headers and saves under the server-given name', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 sheet bytes');
    server.handle((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename*=UTF-8''%E5%B1%95%E5%95%86.xlsx`,
        'Access-Control-Expose-Headers': 'Content-Disposition, Authorization',
        'Content-Length': String(bytes.length),
      });
      response.end(bytes);
    });
    const progress: number[] = [];
    const file = await downloadServerFile('/admin/user/exhibitors/export', { params: { type: 'FIE' }, fallbackName: 'export.xlsx', onProgress: (p) => progress.push(p.loaded) });

    expect(file).toEqual({ fileName: '展商.xlsx', size: bytes.length });
    expect(saved).toEqual([{ name: '展商.xlsx', href: 'blob:test' }]);
    expect(server.requests[0].url).toBe('/admin/user/exhibitors/export?type=FIE');
    expect(server.requests[0].headers.authorization).toBe('Bearer organizer-token');
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('rejects with the server envelope message of a failed download and saves nothing', async () => {
    const recorder = createRecordingNotifier();
    const unbind = bindNotifier(recorder);
    server.handle((_request, response) => sendJson(response, 422, envelope(422, '请选择需要导出的资料')));
    try {
      const failure = await downloadServerFile('/admin/news/export', { fallbackName: 'news.xlsx' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).message).toBe('请选择需要导出的资料');
      expect((failure as ApiError).code).toBe(422);
      expect(saved).toEqual([]);
      expect(recorder.toasts).toContainEqual(expect.objectContaining({ level: 'error', content: '请选择需要导出的资料' }));
    } finally {
      unbind();
    }
  });
});
