import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { serveMiniprog, terms, type MiniprogData } from '../../../test-support/miniprog-test-server';
import TermsPage from '../pages/terms-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog' },
  namespaces: { miniprog: () => loadNamespace('miniprog') },
});
let data: MiniprogData;

beforeEach(() => {
  data = { home: [], featured: [], candidates: [], activities: [], popups: [], terms: [terms(1, 1, { current: true }), terms(2, 1, { kind: 'privacy', title_zh: '隐私政策', current: true })] };
  serveMiniprog(server, data);
});

const renderPage = (): ConsolePage => renderConsolePage(<TermsPage />, { path: '/clause/clause-manage' });

const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));

describe('terms (/clause/clause-manage)', () => {
  it('starts v2 from the current text, publishes it after the confirmation; v1 stays, read-only', async () => {
    renderPage();
    const v1 = await screen.findByRole('row', { name: /v1/ });
    expect(within(v1).getByText('当前版本')).toBeInTheDocument();
    expect(within(v1).queryByRole('button', { name: '编辑 v1' })).not.toBeInTheDocument();
    expect(calls('/admin/miniprog/terms/list')[0].url).toContain('kind=user_notice');

    fireEvent.click(screen.getByRole('button', { name: '新建版本' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('中文标题')).toHaveValue('用户须知 第1版');
    fireEvent.change(within(drawer).getByLabelText('中文标题'), { target: { value: '用户须知（2025版）' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/miniprog/terms/save')[0].body)).toMatchObject({ kind: 'user_notice', title_zh: '用户须知（2025版）', title_en: 'User notice, edition 1', content_zh: '<p>请遵守展会规定。</p>' });

    fireEvent.click(await screen.findByRole('button', { name: '发布 v2' }));
    const question = await screen.findByText('发布 v2 后，小程序将立即改用该版本，旧版本仍可查阅。是否继续?');
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /v2/ })).getByText('当前版本')).toBeInTheDocument());
    expect(within(screen.getByRole('row', { name: /v1/ })).queryByText('当前版本')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /v1/ })).getByRole('button', { name: '查看 v1' })).toBeInTheDocument();
  });
});
