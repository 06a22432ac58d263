import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '@fair/locales/messages';
import type { CheckinCampaign } from '@fair/shared/contracts/checkin';
import { renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import { envelope, sendJson } from '@fair/shared/test-support/http-test-server';
import CampaignEditPage from '../pages/campaign-edit-page';

const server = setUpConsolePageTests({ session: { clientType: 'miniprog' }, namespaces: { checkin: () => loadNamespace('checkin') } });

const BASE = '/admin/miniprog/checkin';
const STOCK_BELOW_CLAIMED = '库存不能少于已领取的数量（4）';
// a 1×1 PNG: the point's QR code as the print sheet serves it
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const point = (id: number, name: string, checkins: number) => ({ id, name, hall: `${id}号馆`, booth: '', exhibitor_id: null, exhibitor_name: null, checkins });
const campaign: CheckinCampaign = {
  id: 7,
  name_zh: '展馆寻宝',
  name_en: 'Hall hunt',
  rules_zh: '集齐三个签到点',
  rules_en: 'Visit three points',
  starts_at: '2026-11-27T00:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  enabled: true,
  state: 'running',
  required_points: 3,
  points: 3,
  participants: 4,
  claimed: 4,
  stock: 10,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  point_list: [point(11, 'A馆入口', 5), point(12, 'B馆服务台', 4), point(13, 'C馆咖啡角', 4)],
  prize_list: [{ id: 21, name_zh: '帆布袋', name_en: 'Tote bag', image: '/api/files/2026/11/bag.png', stock: 10, per_visitor_cap: 1, tier: 3, claimed: 4, redeemed: 1 }],
};

/** Saves answer the stock refusal the server gives for a stock below what was claimed, once; then succeed. */
beforeEach(() => {
  let refused = false;
  server.handle((request, response) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === `${BASE}/info`) return sendJson(response, 200, envelope(0, 'success', campaign));
    if (url.pathname === `${BASE}/print`) {
      const points = campaign.point_list.map(({ id, name, hall, booth }) => ({ id, name, hall, booth, exhibitor_name: null, token: `t${id}`, qr_png: PNG }));
      return sendJson(response, 200, envelope(0, 'success', { campaign, points }));
    }
    if (url.pathname === `${BASE}/save` && !refused) {
      refused = true;
      return sendJson(response, 422, envelope(422, STOCK_BELOW_CLAIMED, { errors: [{ field: 'prizes.0.stock', message: STOCK_BELOW_CLAIMED }] }));
    }
    if (url.pathname === `${BASE}/save`) return sendJson(response, 200, envelope(0, 'success', campaign));
    return sendJson(response, 200, envelope(0, 'success', { list: [], total: 0, page: 1, page_size: 10 }));
  });
});

const saves = () => server.requests.filter((request) => request.url.startsWith(`${BASE}/save`));
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

test('a saved campaign opens with its points, their QR codes and what each prize has given out', async () => {
  renderConsolePage(<CampaignEditPage />, { path: '/checkin/check-in-manage/7', route: '/checkin/check-in-manage/:id' });
  expect(await screen.findByDisplayValue('展馆寻宝')).toBeTruthy();
  expect(screen.getByDisplayValue('Hall hunt')).toBeTruthy();
  for (const [index, name] of ['A馆入口', 'B馆服务台', 'C馆咖啡角'].entries()) {
    expect(within(screen.getByTestId(`point-${index}`)).getByDisplayValue(name)).toBeTruthy();
  }
  await waitFor(() => expect(document.querySelectorAll(`img[src="${PNG}"]`)).toHaveLength(3));
  const prize = screen.getByTestId('prize-0');
  expect(prize.textContent).toContain('已领取 4');
  expect(prize.textContent).toContain('已核销: 1');
  // a prize somebody claimed is not removed from the form
  expect(within(prize).getByRole('button', { name: /移除 奖品 1/ })).toBeDisabled();
});

test('more required points than points is refused beside the field, without a call; the server’s stock refusal shows beside the stock', async () => {
  renderConsolePage(<CampaignEditPage />, { path: '/checkin/check-in-manage/7', route: '/checkin/check-in-manage/:id' });
  const required = await screen.findByLabelText('需签到的点位数');
  fireEvent.change(required, { target: { value: '4' } });
  save();
  expect(await screen.findByText('需签到的点位数不能多于签到点总数')).toBeTruthy();
  expect(saves()).toHaveLength(0);

  fireEvent.change(required, { target: { value: '2' } });
  await waitFor(() => expect(screen.queryByText('需签到的点位数不能多于签到点总数')).toBeNull());
  save();
  const stockItem = await waitFor(() => {
    const item = within(screen.getByTestId('prize-0')).getByText(STOCK_BELOW_CLAIMED, { selector: '.ant-form-item-explain-error' });
    return item;
  });
  expect(stockItem).toBeTruthy();
  const sent = JSON.parse(saves()[0].body) as { id: number; required_points: number; points: { id?: number }[]; prizes: { id?: number; stock: number }[] };
  expect(sent).toMatchObject({ id: 7, required_points: 2 });
  // every saved point and prize goes back with its id, so the server keeps their check-ins and claims
  expect(sent.points.map((item) => item.id)).toEqual([11, 12, 13]);
  expect(sent.prizes.map((item) => item.id)).toEqual([21]);

  save();
  await waitFor(() => expect(saves()).toHaveLength(2));
});
