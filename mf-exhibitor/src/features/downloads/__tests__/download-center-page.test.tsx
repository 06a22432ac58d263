import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { queryClient } from '@fair/shared/api/query-client';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import type { DownloadItem } from '../api/download-list';
import DownloadCenterPage from '../pages/download-center-page';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

jest.setTimeout(30_000);
// the machine is shared: give slow answers time before a wait gives up
configure({ asyncUtilTimeout: 5000 });

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', msg: '操作成功', data });

const FILES: DownloadItem[] = [
  {
    id: 3,
    title_zh: '展位配置清单',
    title_en: 'Booth equipment order form',
    category: 'materials',
    file_url: '/api/files/2025/02/0123456789abcdef0123456789abcdef.xlsx',
    file_name: '展位配置清单 Booth order form.xlsx',
    file_size: 36_045,
    file_mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    publish_date: '2025-02-01',
  },
  {
    id: 1,
    title_zh: '参展商手册',
    title_en: '',
    category: 'manual',
    file_url: '/api/files/2025/01/fedcba9876543210fedcba9876543210.docx',
    file_name: '参展商手册.docx',
    file_size: 1_258_291,
    file_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    publish_date: '2025-01-15',
  },
];

let server: TestServer;
let files: DownloadItem[];
let failNext: boolean;
let unbind: () => void;
let location = '';

const listRequests = () => server.requests.filter((request) => new URL(request.url, server.url).pathname === '/exhibitors/download/list').map((request) => new URL(request.url, server.url).searchParams);

beforeAll(async () => {
  server = await startExhibitorPageServer('downloads');
});
afterAll(() => stopExhibitorPageServer(server));

beforeEach(async () => {
  await resetExhibitorPage(server);
  // each test starts from the server, not from the answers an earlier test left in the page's cache
  queryClient.clear();
  files = FILES;
  failNext = false;
  unbind = bindNotifier(createRecordingNotifier());
  server.handle((request, response) => {
    const url = new URL(request.url, server.url);
    if (url.pathname !== '/exhibitors/download/list') return sendJson(response, 404, { code: 404, message: 'not found', msg: 'not found', data: null });
    if (failNext) {
      failNext = false;
      return sendJson(response, 500, { code: 500, message: '服务器内部错误', msg: '服务器内部错误', data: null });
    }
    const category = url.searchParams.get('category');
    const list = files.filter((file) => !category || file.category === category);
    return sendJson(response, 200, envelope({ list, total: list.length, page: Number(url.searchParams.get('page')), page_size: Number(url.searchParams.get('page_size')) }));
  });
});
afterEach(() => unbind());

function LocationProbe() {
  location = useLocation().search;
  return null;
}

function renderPage(entry = '/download/download-center') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <DownloadCenterPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('download centre page (SPEC §2 /download/download-center, §3 Download file)', () => {
  it('lists the published files with title, file name, group, size, publish date and a download link', async () => {
    renderPage();
    expect(await screen.findByText('展位配置清单')).toBeInTheDocument();
    expect(listRequests()[0].get('page_size')).toBe('10');
    expect(listRequests()[0].get('category')).toBeNull();

    const row = rowOf('展位配置清单');
    expect(within(row).getByText('展位配置清单 Booth order form.xlsx')).toBeInTheDocument();
    expect(within(row).getByText('参展资料')).toBeInTheDocument();
    expect(within(row).getByTestId('download-size')).toHaveTextContent('35 KB');
    expect(within(row).getByTestId('download-date')).toHaveTextContent('2025-02-01');
    const link = within(row).getByTestId('download-file');
    expect(link).toHaveAttribute('href', FILES[0].file_url);
    expect(link).toHaveAttribute('download', '展位配置清单 Booth order form.xlsx');
    expect(link).toHaveAccessibleName('下载 展位配置清单');
    expect(within(rowOf('参展商手册')).getByTestId('download-size')).toHaveTextContent('1.2 MB');
    expect(within(rowOf('参展商手册')).getByText('参展手册')).toBeInTheDocument();
  });

  it('filters by manual and materials, keeps the choice in the address, and says when a group is empty', async () => {
    renderPage();
    await screen.findByText('展位配置清单');
    fireEvent.click(screen.getByText('参展手册', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(listRequests().at(-1)?.get('category')).toBe('manual'));
    await waitFor(() => expect(screen.queryByText('展位配置清单')).not.toBeInTheDocument());
    expect(screen.getByText('参展商手册')).toBeInTheDocument();
    expect(location).toBe('?category=manual');

    files = [];
    fireEvent.click(screen.getByText('参展资料', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('暂无参展资料')).toBeInTheDocument();
    fireEvent.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('主办方暂未发布可下载的文件')).toBeInTheDocument();
    expect(location).toBe('');
  });

  it('opens the group named in the address (the dashboard’s custom download tile)', async () => {
    renderPage('/download/download-center?category=materials');
    expect(await screen.findByText('展位配置清单')).toBeInTheDocument();
    expect(listRequests().at(-1)?.get('category')).toBe('materials');
    expect(screen.queryByText('参展商手册')).not.toBeInTheDocument();
  });

  it('shows titles in English for an English interface, the Chinese title when no English one exists', async () => {
    await i18n.changeLanguage('en-us');
    localeStore.setState({ locale: 'en-us' });
    renderPage();
    expect(await screen.findByText('Booth equipment order form')).toBeInTheDocument();
    expect(screen.getByText('参展商手册')).toBeInTheDocument();
    expect(within(rowOf('Booth equipment order form')).getByText('Materials')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Published' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    failNext = true;
    renderPage();
    expect(await screen.findByText('文件列表加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('展位配置清单')).toBeInTheDocument();
  });
});
