import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { Modal, message } from 'antd';
import { actDestroy } from 'antd/lib/message';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { registerNamespace } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { resetApiTest, startApiTestServer, stopApiTestServer, type TestSession } from './api-test-harness';
import type { TestServer } from './http-test-server';

type NamespaceLoader = () => Promise<Parameters<typeof registerNamespace>[1]>;

export interface ConsolePageTestOptions {
  /** the session each test starts with (a token of the client type, and the user when given) */
  session: TestSession;
  /** the namespaces the page translates with, by name, e.g. `{ organizer: () => loadNamespace('organizer') }` */
  namespaces: Record<string, NamespaceLoader>;
}

/**
 * The lifecycle every console page test shares, declared in one call at the top of the file: its texts
 * and a local API server once; before each test a fresh session (SPEC §4) and an empty query cache;
 * after each test no toast or dialog left for the next one. Returns the server; it answers once the
 * file's tests run (in its own beforeEach the file tells it how to answer).
 */
export function setUpConsolePageTests({ session, namespaces }: ConsolePageTestOptions): TestServer {
  let started: TestServer | undefined;
  const server = (): TestServer => {
    if (!started) throw new Error('the console page test server starts in beforeAll');
    return started;
  };

  beforeAll(async () => {
    for (const [name, load] of Object.entries(namespaces)) registerNamespace(name, await load());
    started = await startApiTestServer();
  });
  afterAll(() => stopApiTestServer(server()));
  beforeEach(async () => {
    await resetApiTest(server(), session);
    queryClient.clear();
  });
  // toasts and confirmations render in antd's static holders, which outlive each rendered page: they are
  // closed, and the toast holder is dropped so the next test starts a fresh one (a holder that was
  // destroyed could leave a later test's toast unshown)
  afterEach(() => {
    act(() => {
      message.destroy();
      Modal.destroyAll();
    });
    actDestroy();
  });

  return {
    get url() {
      return server().url;
    },
    get requests() {
      return server().requests;
    },
    handle: (handler) => server().handle(handler),
    close: () => server().close(),
  };
}

export interface ConsolePage extends RenderResult {
  /** the query of the address the page shows now (list state, tabs and filters live there) */
  address(): URLSearchParams;
}

/**
 * Renders a console page as its single-spa root does (the app providers, a router) at `path`, mounted
 * on `route` (default: the path's own pathname) for pages that read route parameters.
 */
export function renderConsolePage(page: ReactElement, { path, route }: { path: string; route?: string }): ConsolePage {
  const shown = { search: '' };
  function AddressProbe() {
    shown.search = useLocation().search;
    return null;
  }
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route ?? new URL(path, 'http://page').pathname} element={page} />
        </Routes>
        <AddressProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, address: () => new URLSearchParams(shown.search) };
}

/** An option of the open antd select dropdown, by its label (options render outside the page). */
export async function selectOption(label: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>(`.ant-select-dropdown .ant-select-item-option[title="${label}"]`);
    expect(found).not.toBeNull();
  });
  return found!;
}

/** The confirmation dialog showing `text`, once it is open. */
export async function confirmDialog(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;
}
