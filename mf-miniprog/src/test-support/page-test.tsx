import type { ReactElement } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { serveMiniprog, type MiniprogData } from './miniprog-test-server';

export const EMPTY_DATA: MiniprogData = { home: [], featured: [], candidates: [], activities: [], popups: [], terms: [] };

const DELETE_QUESTION = '此操作将永久删除该数据, 是否继续?';

// role queries over a whole antd table take seconds on a loaded machine: rows are found by their key
export const tableRow = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`);

/**
 * A mini-programme page test over the console page set-up: the fake portal is filled afresh before each
 * test with `dataOf()`; `current()` gives the server and the data the page changed.
 */
export function miniprogPageTest(dataOf: () => MiniprogData) {
  // antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
  jest.setTimeout(120_000);
  configure({ asyncUtilTimeout: 30_000 });
  const server = setUpConsolePageTests({ session: { clientType: 'miniprog' }, namespaces: { miniprog: () => loadNamespace('miniprog') } });
  const state = { server } as { server: typeof server; data: MiniprogData };
  beforeEach(() => {
    state.data = dataOf();
    serveMiniprog(server, state.data);
  });
  const sentTo = (path: string) => server.requests.filter((request) => request.url.startsWith(path));

  return {
    current: () => state,
    /** Renders the page at its address and waits for the list to show the row with this id. */
    open: async (path: string, page: ReactElement, rowId: number) => {
      renderConsolePage(page, { path });
      await waitFor(() => expect(tableRow(rowId)).toBeTruthy());
    },
    /**
     * Deletes a row with its delete button once the SPEC §8 question is confirmed; the row leaves the list.
     * (A cancelled question sends nothing: use-content-actions.test.tsx and app-providers.test.tsx.)
     */
    deletesAfterConfirmation: async (id: number, button: string, path: string) => {
      fireEvent.click(within(tableRow(id)!).getByRole('button', { name: button }));
      expect(sentTo(path)).toHaveLength(0);
      fireEvent.click(within(await confirmDialog(DELETE_QUESTION)).getByRole('button', { name: /确\s?定/ }));
      expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
      await waitFor(() => expect(tableRow(id)).toBeNull());
      expect(sentTo(path)).toHaveLength(1);
    },
    /** the JSON bodies sent to one path, first to last */
    bodiesTo: (path: string) => sentTo(path).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>),
  };
}

/** Chooses a picture in the drawer's upload field; the fake portal stores it as /api/files/2025/<name>. */
export function choosePicture(drawer: HTMLElement, name: string) {
  fireEvent.change(drawer.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [new File([new Uint8Array(64)], name, { type: 'image/png' })] } });
}

/** Saves the drawer, then waits for the newest item to show in the list with this text. */
export async function saveAndSeeNewRow(drawer: HTMLElement, newest: () => { id: number }, text: string) {
  fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  await waitFor(() => expect(tableRow(newest().id)).toBeTruthy());
  expect(within(tableRow(newest().id)!).getByText(text)).toBeInTheDocument();
}
