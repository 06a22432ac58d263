import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REGISTRATION_PATHS, type RegistrationItem } from '@fair/shared/contracts/registration';
import { renderConsolePage } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import { routeNotFound } from '@fair/shared/test-support/portal-refusal';
import { RegistrationReview } from '../components/registration-review';
import { setUpAccountsPageTests } from './accounts-page-setup';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const server = setUpAccountsPageTests();
let waiting: RegistrationItem[];
const decisions: { path: string; body: unknown }[] = [];

const registration = (id: number, fields: Partial<RegistrationItem> = {}): RegistrationItem => ({
  id,
  exhibitor_id: id,
  channel: 'email',
  email: `applicant-${id}@register.test`,
  phone: null,
  company_zh: `申请公司${id}`,
  company_en: `Applicant ${id}`,
  approval_status: 'pending',
  reject_reason: null,
  created_at: '2025-03-01T02:00:00.000Z',
  ...fields,
});

beforeEach(() => {
  waiting = [registration(1), registration(2, { channel: 'phone', email: null, phone: '13911110002' })];
  decisions.length = 0;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === REGISTRATION_PATHS.list) {
      const status = url.searchParams.get('status');
      const list = status === 'rejected' ? [registration(3, { approval_status: 'rejected', reject_reason: '资料不全' })] : waiting;
      return sendJson(response, 200, envelope(0, 'success', { list, total: list.length, page: 1, page_size: 10, pending_count: waiting.length }));
    }
    if (url.pathname === REGISTRATION_PATHS.approve || url.pathname === REGISTRATION_PATHS.reject) {
      const body = JSON.parse(request.body) as { id: number };
      decisions.push({ path: url.pathname, body });
      waiting = waiting.filter((row) => row.id !== body.id);
      return sendJson(response, 200, envelope(0, 'success', null));
    }
    sendJson(response, 404, routeNotFound());
  });
});

const renderReview = () => renderConsolePage(<RegistrationReview />, { path: '/account/exhibitor-account-manage' });

const drawerTitled = (title: string) => screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByText(title)) as HTMLElement;

async function openReview() {
  renderReview();
  fireEvent.click(await screen.findByRole('button', { name: /注册审核/ }));
  expect(await screen.findByText('applicant-1@register.test')).toBeInTheDocument();
}

it('counts the waiting registrations and approves one with its exhibitor type (required)', async () => {
  renderReview();
  const open = await screen.findByRole('button', { name: /注册审核/ });
  await waitFor(() => expect(document.querySelector('.ant-badge-count')).toHaveTextContent('2'));
  fireEvent.click(open);
  expect(await screen.findByText('applicant-1@register.test')).toBeInTheDocument();
  expect(screen.getByText('13911110002')).toBeInTheDocument();

  // SPEC §5: the exhibitor type is required
  fireEvent.click(screen.getByRole('button', { name: '通过 申请公司1' }));
  const approve = await waitFor(() => drawerTitled('通过注册 · 申请公司1'));
  fireEvent.click(within(approve).getByTestId('drawer-form-save'));
  expect(await within(approve).findByText('请选择展商类型')).toBeInTheDocument();
  fireEvent.mouseDown(within(approve).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('FIE'));
  fireEvent.click(within(approve).getByTestId('drawer-form-save'));
  expect(await screen.findByText('已通过审核，并已通知申请人')).toBeInTheDocument();
  expect(decisions).toEqual([{ path: REGISTRATION_PATHS.approve, body: { id: 1, exhibitor_types: ['FIE'] } }]);
  await waitFor(() => expect(screen.queryByText('applicant-1@register.test')).not.toBeInTheDocument());
});

it('rejects a registration with a reason (required) and lists the rejected ones with theirs', async () => {
  await openReview();
  fireEvent.click(screen.getByRole('button', { name: '拒绝 申请公司2' }));
  const reject = await waitFor(() => drawerTitled('拒绝注册 · 申请公司2'));
  fireEvent.click(within(reject).getByTestId('drawer-form-save'));
  expect(await within(reject).findByText('此项为必填项')).toBeInTheDocument();
  fireEvent.change(within(reject).getByLabelText('拒绝原因'), { target: { value: '公司资料不全' } });
  fireEvent.click(within(reject).getByTestId('drawer-form-save'));
  expect(await screen.findByText('已拒绝，并已通知申请人')).toBeInTheDocument();
  expect(decisions).toEqual([{ path: REGISTRATION_PATHS.reject, body: { id: 2, reason: '公司资料不全' } }]);
  await waitFor(() => expect(screen.queryByText('13911110002')).not.toBeInTheDocument());

  // the rejected ones show their reason
  fireEvent.click(screen.getByText('已拒绝'));
  expect(await screen.findByText('资料不全')).toBeInTheDocument();
});
