import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import type { CheckinCampaignRow, CheckinCodeAnswer } from '@fair/shared/contracts/checkin';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import CampaignListPage from '../pages/campaign-list-page';
import WriteOffPage from '../pages/write-off-page';

// antd tables and dialogs under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({ session: { clientType: 'miniprog' }, namespaces: { checkin: () => loadNamespace('checkin') } });

const BASE = '/admin/miniprog/checkin';
const REDEEMED = '该核销码已于 2026-11-28 10:00:00 由 desk1 核销';
const campaign: CheckinCampaignRow = {
  id: 7,
  name_zh: '展馆寻宝',
  name_en: 'Hall hunt',
  starts_at: '2026-11-27T00:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  enabled: true,
  state: 'running',
  required_points: 3,
  points: 3,
  participants: 4,
  claimed: 2,
  stock: 10,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
};
let holder: CheckinCodeAnswer;

/** The check-in calls the two pages make, over one campaign and one code; the rules are the server's, tested there. */
beforeEach(() => {
  campaign.enabled = true;
  holder = {
    code: 'ABCD2345',
    claimed_at: '2026-11-28T01:00:00.000Z',
    visitor: { id: 3, nick_name: '访客0003' },
    prize: { id: 5, name_zh: '帆布袋', name_en: 'Tote bag', image: '' },
    campaign: { id: 7, name_zh: '展馆寻宝', name_en: 'Hall hunt' },
    redemption: null,
  };
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === `${BASE}/list`) return sendJson(response, 200, envelope(0, 'success', { list: [{ ...campaign, state: campaign.enabled ? 'running' : 'disabled' }], total: 1, page: 1, page_size: 10 }));
    if (url.pathname === `${BASE}/delete`) return sendJson(response, 409, envelope(409, '已有访客参与此活动，不能删除，请结束或停用活动'));
    if (url.pathname === `${BASE}/enable`) {
      campaign.enabled = (JSON.parse(request.body) as { enabled: boolean }).enabled;
      return sendJson(response, 200, envelope(0, 'success', campaign));
    }
    if (url.pathname === `${BASE}/write-off/lookup`) {
      return url.searchParams.get('code') === holder.code ? sendJson(response, 200, envelope(0, 'success', holder)) : sendJson(response, 404, envelope(404, '核销码不存在，请核对后重新输入'));
    }
    if (url.pathname === `${BASE}/write-off/redeem`) {
      if (holder.redemption) return sendJson(response, 409, envelope(409, REDEEMED, holder));
      holder = { ...holder, redemption: { redeemed_at: '2026-11-28T02:00:00.000Z', staff_id: 1, staff_name: 'desk1' } };
      return sendJson(response, 200, envelope(0, 'success', holder));
    }
    return sendJson(response, 404, envelope(404, 'not found'));
  });
});

const sent = (path: string) => server.requests.filter((request) => request.url.startsWith(`${BASE}/${path}`));

test('a campaign somebody took part in is not deleted: the server says why and the page offers to disable it', async () => {
  renderConsolePage(<CampaignListPage />, { path: '/checkin/check-in-manage-list?state=running' });
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('tbody tr[data-row-key="7"]');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(row.textContent).toContain('进行中');
  expect(row.textContent).toContain('2 / 10');
  expect(sent('list')[0].url).toContain('state=running');

  fireEvent.click(within(row).getByRole('button', { name: /删除 展馆寻宝/ }));
  fireEvent.click(within(await confirmDialog('此操作将永久删除该数据, 是否继续?')).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('已有访客参与此活动，不能删除，请结束或停用活动')).toBeTruthy();
  fireEvent.click(within(await confirmDialog('已有访客参与此活动，不能删除。是否停用该活动？')).getByRole('button', { name: /禁\s*用/ }));
  await waitFor(() => expect(document.querySelector('tbody tr[data-row-key="7"]')?.textContent).toContain('已停用'));
  expect(JSON.parse(sent('enable')[0].body)).toEqual({ id: 7, enabled: false });
});

test('staff look a typed code up, redeem it after confirming, and a redeemed code says when and by whom', async () => {
  renderConsolePage(<WriteOffPage />, { path: '/checkin/check-in-write-off' });
  const box = await screen.findByLabelText('核销码');
  fireEvent.change(box, { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  expect(await screen.findByText('核销码为 8 位字母或数字（不含 0、O、1、I）')).toBeTruthy();
  expect(sent('write-off/lookup')).toHaveLength(0);

  fireEvent.change(box, { target: { value: 'abcd-2345' } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  const answer = await screen.findByTestId('write-off-answer');
  expect(answer.textContent).toContain('访客0003');
  expect(answer.textContent).toContain('帆布袋');
  fireEvent.click(within(answer).getByRole('button', { name: /确认核销/ }));
  fireEvent.click(within(await confirmDialog('确认为访客“访客0003”核销奖品“帆布袋”？')).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(screen.getByTestId('write-off-answer').textContent).toContain('核销成功'));
  expect(JSON.parse(sent('write-off/redeem')[0].body)).toEqual({ code: 'ABCD2345' });

  fireEvent.click(screen.getByRole('button', { name: /继续核销/ }));
  fireEvent.change(screen.getByLabelText('核销码'), { target: { value: 'ABCD2345' } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('该核销码已于 2026-11-28 10:00:00 由 desk1 核销'));
  expect(within(screen.getByTestId('write-off-answer')).queryByRole('button', { name: /确认核销/ })).toBeNull();
});
