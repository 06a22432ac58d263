import './encoding-polyfill';
import { screen, waitFor } from '@testing-library/react';
import type { RemoteRoutes } from '../../contracts/routes';
import { i18n } from '../../i18n/i18n';
import { createPageLifecycles } from '../page-lifecycles';
import { PendingPage } from '../pending-page';
import { loadNamespace } from '@fair/locales/messages';

const remote: RemoteRoutes = {
  clientType: 'exhibitor',
  namespace: 'exhibitor',
  routes: [
    { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', module: './app' },
    { path: '/product/list', titleKey: 'exhibitor:route.productList', module: './app' },
    { path: '/broken', titleKey: 'exhibitor:route.userInfo', module: './app' },
  ],
};

function Broken(): never {
  throw new Error('page failed');
}

const lifecycles = createPageLifecycles({
  remote,
  module: './app',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespace('exhibitor'),
  pages: {
    '/exhibitor/dashboard': async () => ({ default: () => <p>dashboard page</p> }),
    '/broken': async () => ({ default: Broken }),
  },
});

const run = async (fns: unknown, props: object) => {
  for (const fn of Array.isArray(fns) ? fns : [fns]) await (fn as (p: object) => Promise<unknown>)(props);
};

let element: HTMLElement;
const reported: unknown[] = [];
const props = () => ({ name: 'mf_exhibitor/app', domElement: element, reportError: (error: unknown) => reported.push(error) });

beforeAll(async () => {
  // single-spa-react resolves mount from the root's componentDidMount; inside act() that render would
  // wait for the act scope to end, so these roots render as in the browser, on React's own scheduler.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  await i18n.changeLanguage('zh-cn');
  await run(lifecycles.bootstrap, props());
});

beforeEach(() => {
  element = document.createElement('div');
  document.body.appendChild(element);
  reported.length = 0;
});

afterEach(async () => {
  await run(lifecycles.unmount, props());
  element.remove();
});

async function mountAt(path: string) {
  window.history.pushState(null, '', path);
  await run(lifecycles.mount, props());
}

describe('createPageLifecycles (a remote page module as a single-spa application)', () => {
  it('registers the remote namespace on bootstrap and renders the page of the current route', async () => {
    expect(i18n.t('exhibitor:route.productList')).toBe('展品数据');
    await mountAt('/exhibitor/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows the localised "not available yet" notice for a route without a page', async () => {
    await mountAt('/product/list');
    expect(await screen.findByText('该页面暂未开放')).toBeInTheDocument();
    expect(screen.getByText('「展品数据」正在建设中，上线后即可在此使用。')).toBeInTheDocument();
  });

  it('reports a page that throws to the shell instead of breaking the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAt('/broken');
    await waitFor(() => expect(reported).toHaveLength(1));
    expect((reported[0] as Error).message).toBe('page failed');
    expect(element).toBeEmptyDOMElement();
  });
});
