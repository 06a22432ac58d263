import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { loadNamespace } from '@fair/locales/messages';
import { MenuSearch, searchMenu } from '../menu-search';

const routes: RouteDef[] = [
  { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', module: './app' },
  { path: '/product/list', titleKey: 'exhibitor:route.productList', module: './app' },
  { path: '/news/list', titleKey: 'exhibitor:route.newsList', module: './app' },
  { path: '/download/download-center', titleKey: 'exhibitor:route.downloadCenter', module: './app' },
];

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  registerNamespace('exhibitor', await loadNamespace('exhibitor'));
  await i18n.changeLanguage('zh-cn');
});

describe('searchMenu', () => {
  const options = [
    { value: '/product/list', label: '展品数据' },
    { value: '/news/list', label: '展商新闻' },
    { value: '/download/download-center', label: 'Download center' },
  ];

  it('matches titles and paths, ignoring case and surrounding spaces', () => {
    expect(searchMenu(options, '展品').map((option) => option.value)).toEqual(['/product/list']);
    expect(searchMenu(options, ' DOWNLOAD ').map((option) => option.value)).toEqual(['/download/download-center']);
    expect(searchMenu(options, 'news').map((option) => option.value)).toEqual(['/news/list']);
  });

  it('offers every entry for an empty query and none for a miss', () => {
    expect(searchMenu(options, '')).toHaveLength(3);
    expect(searchMenu(options, '不存在')).toEqual([]);
  });
});

describe('MenuSearch dialog', () => {
  it('autocompletes over the menu and navigates to the chosen entry with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={(path) => chosen.push(path)} />);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, '新闻');
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual(['展商新闻']),
    );
    // rc-select reads the legacy keyCode/which, which browsers set and user-event does not.
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(chosen).toEqual(['/news/list']);
  });

  it('navigates when an entry is clicked', async () => {
    const chosen: string[] = [];
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={(path) => chosen.push(path)} />);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: '展品' } });
    fireEvent.click(await screen.findByText('展品数据', { selector: '.ant-select-item-option-content' }));
    expect(chosen).toEqual(['/product/list']);
  });

  it('says so when nothing matches', async () => {
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={() => undefined} />);
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('没有匹配的菜单')).toBeInTheDocument();
  });
});
