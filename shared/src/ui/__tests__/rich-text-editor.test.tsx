import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Button, Form } from 'antd';
import type { Editor } from '@tiptap/react';
import { api } from '../../api/api-client';
import { i18n } from '../../i18n/i18n';
import { AppProviders } from '../../providers/app-providers';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { RichTextEditor } from '../rich-text-editor';

// jsdom does no layout; ProseMirror measures the selection when it scrolls it into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

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
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
  server.handle((request, response) => {
    const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
    sendJson(response, 200, { code: 0, message: '', msg: '', data: { url: `/api/files/2025/${name}`, name, size: 4, mime: 'image/png' } });
  });
});

/** The Tiptap editor behind an editable area (Tiptap hangs it on its DOM node). */
const editorOf = (area: HTMLElement) => (area as HTMLElement & { editor: Editor }).editor;
const textbox = (name = '中文内容') => screen.getByRole('textbox', { name });

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <RichTextEditor value={value} onChange={setValue} aria-label="中文内容" placeholder="请输入中文内容" />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<p>从外部设置</p>')}>
        set
      </button>
    </AppProviders>
  );
}

const shownValue = () => screen.getByTestId('value').textContent;

describe('RichTextEditor', () => {
  it('shows the value, reports edits as HTML, and an editor showing nothing as an empty value', async () => {
    render(<Controlled initial="<p>展台 <strong>A1</strong></p>" />);
    expect(textbox()).toHaveTextContent('展台 A1');
    expect(textbox().querySelector('strong')).toHaveTextContent('A1');

    act(() => {
      editorOf(textbox()).commands.setContent('<p>新内容</p>', { emitUpdate: true });
    });
    expect(shownValue()).toBe('<p>新内容</p>');

    act(() => {
      editorOf(textbox()).commands.clearContent(true);
    });
    expect(shownValue()).toBe('');
  });

  it('takes a value set from outside (a loaded item, a reset)', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(textbox()).toHaveTextContent('从外部设置');
  });

  it('offers bold, italic, headings, lists, link, image, emoji, undo and redo as one keyboard toolbar', () => {
    render(<Controlled initial="<p>文字</p>" />);
    const toolbar = screen.getByRole('toolbar', { name: '编辑工具栏' });
    for (const name of ['加粗', '斜体', '二级标题', '三级标题', '无序列表', '有序列表', '链接', '插入图片', '表情', '撤销', '重做']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const bold = screen.getByRole('button', { name: '加粗' });
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: '斜体' })).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(bold).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    // undo and redo are disabled with no history: the last enabled button is the emoji one
    expect(screen.getByRole('button', { name: '表情' })).toHaveFocus();
  });

  it('formats the selection: bold, a heading, a list, and undoes', () => {
    render(<Controlled initial="<p>展台活动</p>" />);
    act(() => {
      editorOf(textbox()).commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(shownValue()).toBe('<p><strong>展台活动</strong></p>');
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '二级标题' }));
    expect(shownValue()).toBe('<h2><strong>展台活动</strong></h2>');

    fireEvent.click(screen.getByRole('button', { name: '无序列表' }));
    expect(shownValue()).toContain('<ul><li>');

    // edits in quick succession are one undo step, as in any editor
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(shownValue()).not.toContain('<ul>');
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    expect(shownValue()).toContain('<ul><li>');
  });

  it('links the selection only to http, https or mailto addresses', async () => {
    render(<Controlled initial="<p>官网</p>" />);
    act(() => {
      editorOf(textbox()).commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = await screen.findByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('链接须以 http://、https:// 或 mailto: 开头')).toBeInTheDocument();
    expect(shownValue()).toBe('<p>官网</p>');

    fireEvent.change(address, { target: { value: 'https://www.fair.example/' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(shownValue()).toContain('href="https://www.fair.example/"'));
    expect(shownValue()).toContain('>官网</a>');
  });

  it('uploads a picked image through the exhibitor upload call and inserts it', async () => {
    render(<Controlled initial="<p>展台</p>" />);
    const picker = document.querySelector<HTMLInputElement>('.fair-rte input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [new File(['\x89PNG'], 'booth.png', { type: 'image/png' })] } });
    await waitFor(() => expect(shownValue()).toContain('<img src="/api/files/2025/booth.png" alt="booth">'));
    expect(server.requests.map((request) => request.url)).toEqual(['/exhibitors/attachment/upload']);
  });

  it('picks a published image of the media library, newest ten first, and inserts it with its alt text', async () => {
    server.handle((request, response) => {
      const images = [
        { id: 7, url: '/api/files/2026/11/booth.png', title: '展台照片', alt_text: '展台全景', width: 640, height: 360, published_at: '2026-11-27T10:00:00.000Z' },
        { id: 6, url: '/api/files/2026/11/hall.png', title: '展馆', alt_text: '', width: 10, height: 10, published_at: '2026-11-26T10:00:00.000Z' },
      ];
      sendJson(response, 200, { code: 0, message: '', msg: '', data: { list: images, total: 2, page: 1, page_size: 10 } });
    });
    render(
      <MemoryRouter>
        <Controlled initial="<p>展台</p>" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    const dialog = await screen.findByRole('dialog', { name: '从媒体库选择图片' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '插入图片 展台照片' }));
    await waitFor(() => expect(shownValue()).toContain('<img src="/api/files/2026/11/booth.png" alt="展台全景">'));
    expect(server.requests.map((request) => request.url)).toEqual(['/media/picker?page=1&page_size=10']);

    // without an alt text, the title stands in
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    fireEvent.click(await screen.findByRole('button', { name: '插入图片 展馆' }));
    await waitFor(() => expect(shownValue()).toContain('<img src="/api/files/2026/11/hall.png" alt="展馆">'));
  });

  it('keeps the upload from the computer beside the library', async () => {
    server.handle((request, response) => sendJson(response, 200, { code: 0, message: '', msg: '', data: { list: [], total: 0, page: 1, page_size: 10 } }));
    render(
      <MemoryRouter>
        <Controlled initial="<p>展台</p>" />
      </MemoryRouter>,
    );
    const picker = document.querySelector<HTMLInputElement>('.fair-rte input[type="file"]')!;
    const chosen = jest.fn();
    picker.addEventListener('click', chosen);
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    expect(await screen.findByText('媒体库中还没有已发布的图片')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /从电脑上传/ }));
    expect(chosen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an image over 20 MB without uploading it', async () => {
    render(<Controlled initial="<p>展台</p>" />);
    const file = new File(['\x89PNG'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: 20971521 });
    fireEvent.change(document.querySelector('.fair-rte input[type="file"]')!, { target: { files: [file] } });
    expect(await screen.findByText('上传文件大小不能超过 20M')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('works as an antd Form.Item child: required, marked invalid, submitted as HTML', async () => {
    const submitted: unknown[] = [];
    render(
      <AppProviders>
        <Form onFinish={(values) => submitted.push(values)}>
          <Form.Item name="content_zh" label="中文内容" rules={[{ required: true, message: '请输入中文内容' }]}>
            <RichTextEditor aria-label="中文内容" />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      </AppProviders>,
    );
    // an untouched field is not validated yet
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('请输入中文内容')).not.toBeInTheDocument();
    expect(textbox()).toHaveAttribute('aria-invalid', 'false');

    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入中文内容')).toBeInTheDocument();
    await waitFor(() => expect(textbox()).toHaveAttribute('aria-invalid', 'true'));

    act(() => {
      editorOf(textbox()).commands.setContent('<p>展会新闻</p>', { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(submitted).toEqual([{ content_zh: '<p>展会新闻</p>' }]));
  });
});
