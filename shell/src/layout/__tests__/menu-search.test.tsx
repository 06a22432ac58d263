import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

const noDelay = () => 0;

const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

describe('MenuSearch dialog', () => {
  it('autocompletes over the menu and navigates to the chosen entry with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={(path) => chosen.push(path)} suggestionDelay={noDelay} />);
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
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={(path) => chosen.push(path)} suggestionDelay={noDelay} />);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: '展品' } });
    fireEvent.click(await screen.findByText('展品数据', { selector: '.ant-select-item-option-content' }));
    expect(chosen).toEqual(['/product/list']);
  });

  it('says so when nothing matches', async () => {
    render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={() => undefined} suggestionDelay={noDelay} />);
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('没有匹配的菜单')).toBeInTheDocument();
  });

  describe('suggestion delay (SPEC §9: random, up to 1 s)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    const advance = (ms: number) =>
      act(() => {
        jest.advanceTimersByTime(ms);
      });

    it('shows a loading indicator until the random delay has passed, then the suggestions', async () => {
      // Math.random just below 1: the longest delay, 999 ms
      jest.spyOn(Math, 'random').mockReturnValue(0.999);
      render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={() => undefined} />);
      fireEvent.change(screen.getByRole('combobox'), { target: { value: '展品' } });
      expect(screen.getByRole('status')).toHaveTextContent('正在搜索…');
      expect(shownOptions()).toEqual([]);

      advance(998);
      expect(screen.getByRole('status')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(shownOptions()).toEqual(['展品数据']);
    });

    it('typing on restarts the wait and shows suggestions only for the latest query', () => {
      render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={() => undefined} suggestionDelay={() => 600} />);
      const input = screen.getByRole('combobox');
      fireEvent.change(input, { target: { value: '展' } });
      advance(500);
      fireEvent.change(input, { target: { value: '展商' } });
      advance(500);
      expect(screen.getByRole('status')).toBeInTheDocument();
      advance(100);
      expect(shownOptions()).toEqual(['展商新闻']);
    });

    it('offers the whole menu at once when the dialog opens', () => {
      render(<MenuSearch open routes={routes} onClose={() => undefined} onChoose={() => undefined} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(shownOptions()).toHaveLength(routes.length);
    });
  });
});
