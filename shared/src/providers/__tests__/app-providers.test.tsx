import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty, Modal, message } from 'antd';
import { actWrapper } from 'antd/lib/message';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../feedback/notifier';
import { i18n } from '../../i18n/i18n';
import { localeStore, resetLocaleStore } from '../../i18n/locale-store';
import { AppProviders } from '../app-providers';
import { appTheme } from '../theme';

function Probe() {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('dialog.title')}</p>
      <Empty />
    </div>
  );
}

async function switchTo(locale: 'zh-cn' | 'en-us' | 'zh-tw') {
  await act(async () => {
    localeStore.setState({ locale });
    await i18n.changeLanguage(locale);
  });
}

// antd's static message holder renders asynchronously; its updates belong inside act too
actWrapper(act);

beforeEach(async () => {
  await act(async () => {
    resetLocaleStore();
    await i18n.changeLanguage('zh-cn');
  });
});

afterEach(() => {
  act(() => {
    message.destroy();
    Modal.destroyAll();
  });
});

test('texts and antd components follow the locale', async () => {
  render(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  expect(screen.getByText('系统提示')).toBeInTheDocument();
  expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();

  await switchTo('en-us');
  expect(screen.getByText('System prompt')).toBeInTheDocument();
  expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();

  await switchTo('zh-tw');
  expect(screen.getByText('系統提示')).toBeInTheDocument();
  expect(screen.getByText('暫無資料', { selector: '.ant-empty-description' })).toBeInTheDocument();
});

test('while mounted, feedback from non-React code shows as antd messages; unmounting hands it back', async () => {
  const { unmount } = render(
    <AppProviders>
      <span>page</span>
    </AppProviders>,
  );
  act(() => notifier().error('后端接口连接异常', 5));
  expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();

  unmount();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  notifier().error('after unmount');
  expect(consoleError).toHaveBeenCalledWith('after unmount');
  consoleError.mockRestore();
});

test('a toast outlives the root that showed it (the 401 redirect replaces the layout)', async () => {
  const layout = render(<AppProviders>layout</AppProviders>);
  act(() => notifier().error('登录超时', 5));
  expect(await screen.findByText('登录超时')).toBeInTheDocument();

  layout.unmount();
  render(<AppProviders>login</AppProviders>);
  expect(screen.getByText('登录超时')).toBeInTheDocument();
});

test('toasts outside the roots carry the app theme, as the page does', async () => {
  render(<AppProviders>page</AppProviders>);
  act(() => notifier().success('保存成功'));
  const toast = (await screen.findByText('保存成功')).closest<HTMLElement>('.ant-message')!;
  // antd scopes a theme's tokens to a css-var class; the toast's scope must hold the app's primary colour
  const scope = Array.from(toast.classList).find((name) => name.startsWith('css-var-'));
  const rules = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').filter((text) => text.includes(`.${scope}{`));
  expect(rules.join('')).toContain(`--ant-color-primary:${appTheme.token!.colorPrimary!}`);
});

test('dialogs outside the roots speak the current locale', async () => {
  render(<AppProviders>page</AppProviders>);
  await switchTo('en-us');
  act(() => {
    void notifier().confirm({ content: 'leave?' });
  });
  await screen.findByText('leave?');
  expect(screen.getByText('System prompt', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('two roots: feedback works until the last one unmounts', async () => {
  const first = render(<AppProviders>first</AppProviders>);
  const second = render(<AppProviders>second</AppProviders>);
  second.unmount();
  act(() => notifier().info('still shown'));
  expect(await screen.findByText('still shown')).toBeInTheDocument();
  first.unmount();
});

test('confirm opens a dialog titled system prompt and resolves with the choice', async () => {
  const user = userEvent.setup();
  render(<AppProviders>page</AppProviders>);
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = notifier().confirm({ content: '请确认修改已保存！' });
  });
  expect(await screen.findByText('请确认修改已保存！')).toBeInTheDocument();
  expect(screen.getByText('系统提示', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定/ }));
  await expect(answer).resolves.toBe(true);

  act(() => {
    answer = notifier().confirm({ content: 'leave?' });
  });
  await screen.findByText('leave?');
  await user.click(screen.getAllByRole('button', { name: /取\s*消/ }).at(-1)!);
  await expect(answer).resolves.toBe(false);
  await waitFor(() => expect(screen.queryByText('leave?')).not.toBeInTheDocument());
});
