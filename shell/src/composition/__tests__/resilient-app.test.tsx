import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { PageAppProps } from '@fair/shared/mf/page-lifecycles';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { loadNamespace } from '@fair/locales/messages';
import { renderRemoteErrorPanel } from '../../layout/error-panel';
import { createResilientApp } from '../resilient-app';

type Props = PageAppProps & { domElement: HTMLElement };

/** A page module as a remote exposes it: lifecycles that draw into the element the shell gives them. */
function pageModule(label: string): LifeCycles<PageAppProps> & { reportError?: (error: unknown) => void } {
  const module: LifeCycles<PageAppProps> & { reportError?: (error: unknown) => void } = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement, reportError } = props as unknown as Props;
      domElement.insertAdjacentHTML('beforeend', `<p data-testid="page">${label}</p>`);
      module.reportError = reportError;
    },
    unmount: async (props) => {
      (props as unknown as Props).domElement.querySelector('[data-testid="page"]')?.remove();
    },
  };
  return module;
}

const mountProps = { name: 'mf_exhibitor/app' } as never;
// antd spaces out two-character Chinese button labels (重 试).
const RETRY = /^重\s?试$/;
let content: HTMLElement;

beforeAll(async () => {
  registerNamespace('shell', await loadNamespace('shell'));
  await i18n.changeLanguage('zh-cn');
});

beforeEach(() => {
  content = document.createElement('div');
  document.body.appendChild(content);
});

afterEach(() => content.remove());

describe('createResilientApp (a remote that fails never breaks the shell)', () => {
  it('shows the error panel when the remote cannot be loaded, and loads it again on retry', async () => {
    const attempts: number[] = [];
    const app = createResilientApp({
      container: () => content,
      renderErrorPanel: renderRemoteErrorPanel,
      load: async (attempt) => {
        attempts.push(attempt);
        if (attempt === 0) throw new Error('remoteEntry.js: 503');
        return pageModule('展品数据页面');
      },
    });
    await act(() => app.mount(mountProps));
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByTestId('page')).toHaveTextContent('展品数据页面');
    await waitFor(() => expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument());
    expect(attempts).toEqual([0, 1]);
  });

  it('replaces a page that throws while rendering with the panel, and remounts it on retry', async () => {
    const module = pageModule('首页');
    const app = createResilientApp({ container: () => content, renderErrorPanel: renderRemoteErrorPanel, load: async () => module });
    await act(() => app.mount(mountProps));
    expect(screen.getByTestId('page')).toBeInTheDocument();

    await act(async () => module.reportError?.(new Error('render failed')));
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByTestId('page')).toHaveTextContent('首页');
  });

  it('leaves nothing behind in the layout when unmounted', async () => {
    const app = createResilientApp({ container: () => content, renderErrorPanel: renderRemoteErrorPanel, load: async () => pageModule('首页') });
    await act(() => app.mount(mountProps));
    await act(() => app.unmount(mountProps));
    expect(content).toBeEmptyDOMElement();
  });
});
