import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@fair/shared/api/api-client';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { resetReferenceStore } from '@fair/shared/reference/reference-store';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { clearUnsavedChanges, hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import ProductCreatePage from '../pages/product-create-page';
import ProductEditPage from '../pages/product-edit-page';
import { type ProductTestServer, productOf, startProductServer } from './product-test-server';

/** SPEC §5 product form prompts (zh-cn). */
const PROMPTS = {
  image: '请上传展品图片',
  name_zh: '请输入展品中文名称',
  name_en: '请输入展品英文名称',
  categories: '请至少选择一个产品类别',
  application_areas: '请至少选择一个应用领域',
  attributes: '请至少选择一个产品属性',
  intro_zh: '请输入展品中文简介',
} as const;

// antd forms under jsdom on a shared 2-core machine take seconds per test
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

let server: ProductTestServer;
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

beforeAll(async () => {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', ['products']));
  server = await startProductServer();
  api.http.defaults.baseURL = server.url;
});

afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  resetReferenceStore();
  clearUnsavedChanges();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.products = [];
  server.refuseNextSave = null;
  server.failNextInfo = false;
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});

afterEach(() => unbind());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/create" element={<ProductCreatePage />} />
        <Route path="/product/edit" element={<ProductEditPage />} />
        <Route path="/product/list" element={<div>展品列表页</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const saves = () => server.requestsTo('/exhibitors/product/save');

describe('product form (SPEC §5)', () => {
  it('asks for every required field and sends nothing; the English introduction is optional', async () => {
    renderAt('/product/create');
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    for (const prompt of Object.values(PROMPTS)) expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(screen.queryByText('请输入展品英文简介')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it.each(Object.entries(PROMPTS))('refuses a product without %s with its own prompt only', async (field, prompt) => {
    const emptied = ['categories', 'application_areas', 'attributes'].includes(field) ? [] : '';
    server.products = [productOf(7, { [field]: emptied })];
    renderAt('/product/edit?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText(prompt)).toBeInTheDocument();
    for (const other of Object.values(PROMPTS).filter((text) => text !== prompt)) expect(screen.queryByText(other)).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('saves one category, one application area and one attribute without an English introduction, published, then opens the list', async () => {
    server.products = [productOf(8, { intro_en: '' })];
    renderAt('/product/edit?id=8');
    fireEvent.change(await screen.findByLabelText('展品英文名称'), { target: { value: 'Automotive MLCC' } });
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('展品列表页')).toBeInTheDocument();
    const body = JSON.parse(saves()[0].body) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 8, status: 'published', name_en: 'Automotive MLCC', intro_en: '', categories: [3], application_areas: [11], attributes: [21], pinned: false });
    expect(feedback.toasts).toContainEqual(expect.objectContaining({ level: 'success', content: '保存成功' }));
    // saved: leaving asks nothing any more
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('keeps every value and marks the refused field when the save fails', async () => {
    server.products = [productOf(9)];
    server.refuseNextSave = { field: 'categories', message: '产品类别不存在' };
    renderAt('/product/edit?id=9');
    fireEvent.change(await screen.findByLabelText('展品中文名称'), { target: { value: '车规级电容（新版）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('产品类别不存在')).toBeInTheDocument();
    expect(screen.getByLabelText('展品中文名称')).toHaveValue('车规级电容（新版）');
    expect(screen.getByLabelText('展品英文名称')).toHaveValue('Exhibit 9');
    expect(screen.queryByText('展品列表页')).not.toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('tells a missing product from a failed load, which can be retried', async () => {
    server.products = [productOf(12)];
    server.failNextInfo = true;
    const view = renderAt('/product/edit?id=12');
    expect(await screen.findByText('加载失败，请重试')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '重 试' }));
    expect(await screen.findByLabelText('展品中文名称')).toBeInTheDocument();
    view.unmount();
    const gone = renderAt('/product/edit?id=404');
    expect(await screen.findByText('展品不存在或已删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重 试' })).not.toBeInTheDocument();
    gone.unmount();
    // the edit page without an id has no product to show
    renderAt('/product/edit');
    expect(await screen.findByText('展品不存在或已删除')).toBeInTheDocument();
  });

  it('shows the image guidance of SPEC §5 and uploads the chosen picture', async () => {
    server.products = [productOf(10, { image: '' })];
    renderAt('/product/edit?id=10');
    expect(await screen.findByText('建议尺寸 300×300 像素，分辨率 72 dpi，大小不超过 150 KB，格式为 jpg 或 png')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], 'product.png', { type: 'image/png' })] } });
    await waitFor(() => expect(server.requestsTo('/exhibitors/attachment/upload')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: '展品图片' })).toHaveAttribute('src', '/api/files/2025/03/0123456789abcdef0123456789abcdef.png');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('展品列表页')).toBeInTheDocument();
    expect(JSON.parse(saves()[0].body)).toMatchObject({ image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', status: 'draft' });
  });

  it('refuses a picture that is not jpg or png before sending it', async () => {
    renderAt('/product/create');
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type="file"]')!);
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('不支持该文件类型');
    expect(server.requestsTo('/exhibitors/attachment/upload')).toHaveLength(0);
  });

  it('speaks English in en-us', async () => {
    await i18n.changeLanguage('en-us');
    renderAt('/product/create');
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Recommended: 300×300 px, 72 dpi, under 150 KB, jpg or png')).toBeInTheDocument();
    expect(await screen.findAllByText(/.+/, { selector: '.ant-form-item-explain-error' })).toHaveLength(7);
  });
});
