import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { localeStore, resetLocaleStore } from '@fair/shared/i18n/locale-store';
import { loadNamespace } from '@fair/locales/messages';
import { Sidebar } from '../sidebar';

/** The exhibitor menu's two external items (SPEC §2) beside an ordinary page. */
const MENU: RouteDef[] = [
  { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', module: './app' },
  { path: '/external/badge-application', titleKey: 'exhibitor:route.badgeApplication', module: './app', external: {} },
  { path: '/external/vip-invitation', titleKey: 'exhibitor:route.vipInvitation', module: './app', external: {} },
];

/** What the server's default registry serves for SITE_URL https://www.fair.example. */
const LINKS: NonNullable<RemoteRegistry['externalLinks']> = {
  '/external/badge-application': {
    'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/badge-application',
    'en-us': 'https://www.fair.example/en-us/exhibitors/badge-application',
  },
  '/external/vip-invitation': {
    'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/vip-invitation',
    'en-us': 'https://www.fair.example/en-us/exhibitors/vip-invitation',
  },
};

const registryWith = (externalLinks: RemoteRegistry['externalLinks']): RemoteRegistry => ({ remotes: [], variants: [], externalLinks });

let opened: unknown[][];
let navigated: string[];
const realOpen = window.open;

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  registerNamespace('exhibitor', await loadNamespace('exhibitor'));
});

afterAll(() => {
  window.open = realOpen;
});

beforeEach(async () => {
  resetLocaleStore();
  await i18n.changeLanguage('zh-cn');
  opened = [];
  navigated = [];
  // jsdom opens no windows: record what the sidebar asks the browser to open
  window.open = ((...args: unknown[]) => {
    opened.push(args);
    return null;
  }) as typeof window.open;
});

function renderSidebar(externalLinks: RemoteRegistry['externalLinks'] = LINKS) {
  return render(
    <Sidebar
      clientType="exhibitor"
      collapsed={false}
      menu={MENU}
      route={MENU[0]}
      registry={registryWith(externalLinks)}
      onNavigate={(path) => navigated.push(path)}
    />,
  );
}

async function switchTo(locale: 'zh-cn' | 'en-us') {
  await act(async () => {
    localeStore.setState({ locale });
    await i18n.changeLanguage(locale);
  });
}

/** The address must never appear in the page: no link target, no text, no title (the registry has no contact link here). */
const addressShown = (container: HTMLElement) => container.innerHTML.includes('fair.example');

describe('exhibitor menu external links (SPEC §2: address per language, opened in a new window, never shown)', () => {
  it('opens the zh-cn addresses in a new window without navigating', () => {
    const { container } = renderSidebar();
    fireEvent.click(screen.getByRole('menuitem', { name: /胸卡申请/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /VIP客户邀请/ }));
    expect(opened).toEqual([
      ['https://www.fair.example/zh-cn/exhibitors/badge-application', '_blank', 'noopener,noreferrer'],
      ['https://www.fair.example/zh-cn/exhibitors/vip-invitation', '_blank', 'noopener,noreferrer'],
    ]);
    expect(navigated).toEqual([]);
    expect(addressShown(container)).toBe(false);
  });

  it('opens the en-us addresses once the interface is English', async () => {
    const { container } = renderSidebar();
    await switchTo('en-us');
    fireEvent.click(screen.getByRole('menuitem', { name: /Badge application/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /VIP customer invitation/ }));
    expect(opened).toEqual([
      ['https://www.fair.example/en-us/exhibitors/badge-application', '_blank', 'noopener,noreferrer'],
      ['https://www.fair.example/en-us/exhibitors/vip-invitation', '_blank', 'noopener,noreferrer'],
    ]);
    expect(addressShown(container)).toBe(false);
  });

  it('falls back to the zh-cn address when the language has none, and hides an item without any address', async () => {
    renderSidebar({ '/external/badge-application': { 'zh-cn': 'https://www.fair.example/zh-cn/badge' } });
    await switchTo('en-us');
    expect(screen.queryByRole('menuitem', { name: /VIP customer invitation/ })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /Badge application/ }));
    expect(opened).toEqual([['https://www.fair.example/zh-cn/badge', '_blank', 'noopener,noreferrer']]);
  });

  it('opens the address from the menu search too', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await switchTo('en-us');
    fireEvent.click(screen.getByRole('button', { name: 'Search menu' }));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'VIP');
    // suggestions come after a random delay of up to 1 s (SPEC §9)
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="VIP customer invitation"]')).not.toBeNull(), { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(opened).toEqual([['https://www.fair.example/en-us/exhibitors/vip-invitation', '_blank', 'noopener,noreferrer']]);
    expect(navigated).toEqual([]);
  });
});
