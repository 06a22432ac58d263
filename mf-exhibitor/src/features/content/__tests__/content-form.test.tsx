import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Editor } from '@tiptap/react';
import { api } from '@fair/shared/api/api-client';
import type { UserInfo } from '@fair/shared/contracts/auth';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { clearUnsavedChanges, hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import ActivityCreatePage from '../../activities/pages/activity-create-page';
import ActivityEditPage from '../../activities/pages/activity-edit-page';
import NewsCreatePage from '../../news/pages/news-create-page';
import NewsEditPage from '../../news/pages/news-edit-page';
import { type ContentTestServer, itemOf, startContentServer } from './content-test-server';

/** SPEC §5 required-field prompts of news and activities (zh-cn). */
const PROMPTS = ['请输入中文标题', '请输入英文标题', '请输入中文内容', '请输入英文内容'];

// antd forms under jsdom on a shared 2-core machine take seconds per test and per validation
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: ContentTestServer;
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

beforeAll(async () => {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', ['content']));
  server = await startContentServer();
  api.http.defaults.baseURL = server.url;
  // jsdom does no layout; the editor measures the selection when it scrolls it into view
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
});

afterAll(async () => {
  api.http.defaults.baseURL = '';
  await server.close();
});

beforeEach(async () => {
  localeStore.setState({ locale: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  clearUnsavedChanges();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.state.items = [];
  server.state.refuseNextSave = null;
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});

afterEach(() => {
  unbind();
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news/create" element={<NewsCreatePage />} />
        <Route path="/news/edit" element={<NewsEditPage />} />
        <Route path="/news/list" element={<div>新闻列表页</div>} />
        <Route path="/activity/create" element={<ActivityCreatePage />} />
        <Route path="/activity/edit" element={<ActivityEditPage />} />
        <Route path="/activity/list" element={<div>活动列表页</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const saves = (kind: 'news' | 'activity') => server.requestsTo(`/exhibitors/${kind}/save`);
const editorOf = (name: string) => (screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label });
    if (field.getAttribute('contenteditable') === 'true') {
      act(() => {
        editorOf(label).commands.setContent(value, { emitUpdate: true });
      });
    } else fireEvent.change(field, { target: { value } });
  }
}

const NEWS_VALUES = {
  中文标题: '展会首日人气火爆',
  英文标题: 'A busy first day',
  中文内容: '<p>首日观众超过<strong>两万</strong>人次。</p>',
  英文内容: '<p>More than <strong>20,000</strong> visitors.</p>',
};

/** A window that records where it was sent, as window.open would return it. */
function fakeWindow() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
}

describe.each([
  ['news', '/news/create'],
  ['activity', '/activity/create'],
] as const)('%s form: SPEC §5 required fields', (kind, path) => {
  it('asks for the titles and contents in both languages and sends nothing', async () => {
    renderAt(path);
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    for (const prompt of PROMPTS) expect(await screen.findByText(prompt, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(saves(kind)).toHaveLength(0);
  });
});

describe('news form', () => {
  // the same form for activities; the editor's empty value and its required rule: rich-text-editor.test.tsx
  it('an editor holding only empty paragraphs counts as no content', async () => {
    renderAt('/news/create');
    fill({ ...NEWS_VALUES, 中文内容: '<p> </p><p></p>' });
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('请输入中文内容', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.queryByText('请输入英文内容', { selector: '.ant-form-item-explain-error' })).not.toBeInTheDocument();
    expect(saves('news')).toHaveLength(0);
  });

  it('has no location; saves a draft with both languages, then shows its upload time', async () => {
    renderAt('/news/create');
    expect(screen.queryByRole('textbox', { name: '中文活动地点' })).not.toBeInTheDocument();
    fill(NEWS_VALUES);
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves('news')).toHaveLength(1));
    expect(JSON.parse(saves('news')[0].body)).toEqual({
      title_zh: '展会首日人气火爆',
      title_en: 'A busy first day',
      content_zh: '<p>首日观众超过<strong>两万</strong>人次。</p>',
      content_en: '<p>More than <strong>20,000</strong> visitors.</p>',
      status: 'draft',
    });
    // the saved item opens for editing (without asking the server again): state, upload time, no publish time yet
    expect(await screen.findByTestId('content-uploaded-at')).toHaveTextContent(formatDateTime('2025-03-02T04:05:06.000Z'));
    expect(screen.getByTestId('content-published-at')).toHaveTextContent('未发布');
    expect(within(screen.getByTestId('content-state')).getByText('草稿')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
    expect(feedback.toasts).toContainEqual(expect.objectContaining({ level: 'success', content: '已保存为草稿' }));
    expect(server.requestsTo('/exhibitors/news/info')).toHaveLength(0);

    // saving again updates the same item
    fill({ 英文标题: 'A very busy first day' });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves('news')).toHaveLength(2));
    expect(JSON.parse(saves('news')[1].body)).toMatchObject({ id: server.state.items[0].id, title_en: 'A very busy first day', status: 'draft' });
    expect(server.state.items).toHaveLength(1);
  });

  it('save and publish sends status published and returns to the list', async () => {
    renderAt('/news/create');
    fill(NEWS_VALUES);
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('新闻列表页')).toBeInTheDocument();
    expect(JSON.parse(saves('news')[0].body)).toMatchObject({ status: 'published' });
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a refused save keeps every value and shows the server’s field message', async () => {
    renderAt('/news/create');
    fill(NEWS_VALUES);
    server.state.refuseNextSave = [{ field: 'title_en', message: '英文标题不能超过 200 个字符' }];
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('英文标题不能超过 200 个字符')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '中文标题' })).toHaveValue('展会首日人气火爆');
    expect(screen.getByRole('textbox', { name: '中文内容' })).toHaveTextContent('首日观众超过两万人次。');
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('a draft offers save as draft, save and preview, save and publish and pin; shows its upload time', async () => {
    server.state.items = [itemOf('news', { id: 7, title_zh: '草稿新闻' })];
    renderAt('/news/edit?id=7');
    expect(await screen.findByDisplayValue('草稿新闻')).toBeInTheDocument();
    for (const name of ['保存草稿', '保存并预览', '保存并发布', '置顶']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回发布' })).not.toBeInTheDocument();
    expect(screen.getByTestId('content-uploaded-at')).toHaveTextContent(formatDateTime('2025-03-01T02:30:00.000Z'));
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a published, pinned item offers withdraw and cancel pin, shows its publish time; withdrawing keeps unsaved edits', async () => {
    server.state.items = [itemOf('news', { id: 8, title_zh: '已发布新闻', status: 'published', pinned: true, published_at: '2025-03-05T06:00:00.000Z' })];
    renderAt('/news/edit?id=8');
    expect(await screen.findByDisplayValue('已发布新闻')).toBeInTheDocument();
    expect(screen.getByTestId('content-published-at')).toHaveTextContent(formatDateTime('2025-03-05T06:00:00.000Z'));
    expect(within(screen.getByTestId('content-state')).getByText('已发布')).toBeInTheDocument();
    expect(within(screen.getByTestId('content-state')).getByText('已置顶')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();

    fill({ 中文标题: '改过的标题' });
    fireEvent.click(screen.getByRole('button', { name: '撤回发布' }));
    expect(await screen.findByRole('button', { name: '保存草稿' })).toBeInTheDocument();
    expect(JSON.parse(server.requestsTo('/exhibitors/news/state')[0].body)).toEqual({ id: 8, action: 'withdraw' });
    expect(screen.getByRole('textbox', { name: '中文标题' })).toHaveValue('改过的标题');
    expect(hasUnsavedChanges()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '取消置顶' }));
    await waitFor(() => expect(within(screen.getByTestId('content-state')).queryByText('已置顶')).not.toBeInTheDocument());
    expect(JSON.parse(server.requestsTo('/exhibitors/news/state')[1].body)).toEqual({ id: 8, action: 'unpin' });
  });

  it('an unknown id says so', async () => {
    renderAt('/news/edit?id=999');
    expect(await screen.findByText('该新闻不存在或已被删除')).toBeInTheDocument();
  });
});

describe('activity form', () => {
  it('adds an optional location in both languages and sends it', async () => {
    renderAt('/activity/create');
    fill({ ...NEWS_VALUES, 中文活动地点: 'N1馆 A01 展台', 英文活动地点: 'Hall N1, Booth A01' });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves('activity')).toHaveLength(1));
    expect(JSON.parse(saves('activity')[0].body)).toMatchObject({ location_zh: 'N1馆 A01 展台', location_en: 'Hall N1, Booth A01', status: 'draft' });
  });

  it('saves without a location (SPEC §5 requires only titles and contents)', async () => {
    renderAt('/activity/create');
    fill(NEWS_VALUES);
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves('activity')).toHaveLength(1));
    expect(JSON.parse(saves('activity')[0].body)).toMatchObject({ location_zh: '', location_en: '' });
  });
});

describe('save and preview (SPEC §7)', () => {
  it('opens the window inside the click, saves, then sends it to the English catalogue page for en-us', async () => {
    localeStore.setState({ locale: 'en-us' });
    await i18n.changeLanguage('en-us');
    const preview = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(preview as unknown as Window);
    renderAt('/activity/create');
    fill({ 'Chinese title': '新品发布会', 'English title': 'Product launch', 'Chinese content': '<p>发布会</p>', 'English content': '<p>Launch</p>' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    // synchronously, before any answer: popup blockers allow only windows opened inside the click
    expect(open).toHaveBeenCalledTimes(1);
    expect(preview.opener).toBeNull();
    await waitFor(() => expect(preview.location.href).not.toBe('about:blank'));
    const saved = JSON.parse(saves('activity')[0].body) as { status: string };
    expect(saved.status).toBe('draft');
    const id = server.state.items[0].id;
    expect(preview.location.href).toBe(`${window.location.origin}/catalogue/en-us/activity/${id}?preview=token-1`);
    const link = new URL(server.requestsTo('/exhibitors/catalogue/preview-link')[0].url, server.url);
    expect(Object.fromEntries(link.searchParams)).toEqual({ kind: 'activity', id: String(id), locale: 'en-us' });
  });

  it('uses the Chinese catalogue page for zh-cn', async () => {
    server.state.items = [itemOf('news', { id: 21, status: 'published', published_at: '2025-03-05T06:00:00.000Z' })];
    const preview = fakeWindow();
    jest.spyOn(window, 'open').mockReturnValue(preview as unknown as Window);
    renderAt('/news/edit?id=21');
    fireEvent.click(await screen.findByRole('button', { name: '保存并预览' }));
    await waitFor(() => expect(preview.location.href).toBe(`${window.location.origin}/catalogue/news/21?preview=token-1`));
    // a published item stays published when saved for preview
    expect(JSON.parse(saves('news')[0].body)).toMatchObject({ id: 21, status: 'published' });
  });

  it('closes the window again when the form does not validate', async () => {
    const preview = fakeWindow();
    jest.spyOn(window, 'open').mockReturnValue(preview as unknown as Window);
    renderAt('/news/create');
    fireEvent.click(screen.getByRole('button', { name: '保存并预览' }));
    await waitFor(() => expect(preview.close).toHaveBeenCalled());
    expect(saves('news')).toHaveLength(0);
    expect(server.requestsTo('/exhibitors/catalogue/preview-link')).toHaveLength(0);
  });
});

describe('sub-account without the news power (SPEC §6)', () => {
  it('sees the item read-only, without save or state actions', async () => {
    sessionStore.setState({ user: { id: 2, user_name: 'viewer@demo.fair', is_child_user: 1, team_auth: [], permission: [] } as unknown as UserInfo });
    server.state.items = [itemOf('news', { id: 9, title_zh: '只读新闻' })];
    renderAt('/news/edit?id=9');
    expect(await screen.findByDisplayValue('只读新闻')).toBeDisabled();
    expect(screen.getByText('当前账号没有编辑权限，仅可查看。')).toBeInTheDocument();
    for (const name of ['保存草稿', '保存并发布', '置顶']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览' })).toBeInTheDocument();
  });
});
