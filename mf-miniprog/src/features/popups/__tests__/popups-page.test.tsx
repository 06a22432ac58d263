import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import { renderConsolePage, setUpConsolePageTests, type ConsolePage } from '@fair/shared/test-support/console-page';
import { popup, serveMiniprog, type MiniprogData } from '../../../test-support/miniprog-test-server';
import PopupsPage from '../pages/popups-page';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'miniprog' },
  namespaces: { miniprog: () => loadNamespace('miniprog') },
});
let data: MiniprogData;

// the list's state column compares the schedule with the clock: only Date is fixed (1 April 2025, 10:00 in Shanghai), timers keep running for the UI
const NOW = new Date('2025-04-01T10:00:00+08:00');
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });
  data = { home: [], featured: [], candidates: [], activities: [], popups: [popup(1, '展会导览', { audience: 'first_visit' })], terms: [] };
  serveMiniprog(server, data);
});
afterEach(() => jest.useRealTimers());

const renderPage = (): ConsolePage => renderConsolePage(<PopupsPage />, { path: '/popup/popup-manage' });

const saveBody = () => JSON.parse(server.requests.filter((request) => request.url.startsWith('/admin/miniprog/popup/save')).at(-1)!.body) as Record<string, unknown>;

/** Types a wall-clock time into an antd date-time picker and confirms it with Enter. */
function typeTime(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('popups (/popup/popup-manage)', () => {
  it('schedules a popup in Shanghai time: what the admin types is sent with +08:00, and the end must follow the start', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /展会导览/ });
    expect(within(row).getByText('仅首次访问')).toBeInTheDocument();
    expect(within(row).getByText('展示中')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '编辑 展会导览' }));
    const drawer = await screen.findByRole('dialog');
    typeTime(within(drawer).getByLabelText('开始时间'), '2025-03-26 00:00:00');
    typeTime(within(drawer).getByLabelText('结束时间'), '2025-03-25 18:00:00');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('结束时间须晚于开始时间')).toBeInTheDocument();

    typeTime(within(drawer).getByLabelText('结束时间'), '2025-03-28 18:00:00');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saveBody()).toMatchObject({ id: 1, name: '展会导览', audience: 'first_visit', starts_at: '2025-03-26T00:00:00+08:00', ends_at: '2025-03-28T18:00:00+08:00' });
    await waitFor(() => expect(within(screen.getByRole('row', { name: /展会导览/ })).getByText('2025-03-26 00:00 ~ 2025-03-28 18:00')).toBeInTheDocument());
    // 28 March 18:00 is before the fixed 1 April
    expect(within(screen.getByRole('row', { name: /展会导览/ })).getByText('已结束')).toBeInTheDocument();
  });
});
