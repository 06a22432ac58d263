import { eq } from 'drizzle-orm';
import { checkinCheckins, checkinClaims, checkinRedemptions } from '../../../db/schema/checkin';
import { createSession } from '../../../lib/session/session-store';
import { type TwoProcesses, openTwoProcesses } from '../../../test/two-processes';
import { type Inject, body, claim, createCampaign, newVisitor, pointTokens, redeem, scan } from './checkin-world';
import { finishedVisitors } from './checkin-fixtures';

let processes: TwoProcesses;
/** the mini-programme admin through each process */
let staff: Inject[];
/** anonymous visitors' calls through each process */
let visitors: Inject[];
beforeAll(async () => {
  processes = await openTwoProcesses('miniprog');
  const { token } = await createSession(processes.handle.db, { principalKind: 'admin_user', principalId: processes.fixtures.accounts.miniprog, clientType: 'miniprog', remember: false });
  staff = [processes.write, (options) => processes.reader.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}`, 'client-type': 'miniprog' } })];
  visitors = [(options) => processes.write(options), (options) => processes.reader.inject(options)];
});
afterAll(() => processes?.close());

/** Every other call goes to the other server process. */
const alternate = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

it('across two server processes: 200 claims of stock 10 give 10 codes, 50 redemptions redeem once, 20 scans count once', async () => {
  const db = processes.handle.db;
  const campaign = await createCampaign(staff[0]);
  const prize = campaign.prize_list[0];
  const tokens = await finishedVisitors(db, campaign, 200);
  const claims = await alternate(200, (index) => claim(visitors[index % 2], tokens[index], prize.id));
  expect(statuses(claims)).toEqual([...Array(10).fill(200), ...Array(190).fill(409)]);
  expect(await db.$count(checkinClaims, eq(checkinClaims.prize_id, prize.id))).toBe(10);

  const { code } = body<{ code: string }>(claims.find((answer) => answer.statusCode === 200)!).data;
  const redemptions = await alternate(50, (index) => redeem(staff[index % 2], code));
  expect(statuses(redemptions)).toEqual([200, ...Array(49).fill(409)]);
  expect(await db.$count(checkinRedemptions)).toBe(1);

  const [point] = await pointTokens(staff[1], campaign.id);
  const visitor = await newVisitor(visitors[1]);
  const scans = await alternate(20, (index) => scan(visitors[index % 2], visitor, point));
  expect(statuses(scans)).toEqual(Array(20).fill(200));
  expect(scans.filter((answer) => !body<{ already: boolean }>(answer).data.already)).toHaveLength(1);
  // 200 finishers from the fixtures and the one scanning visitor
  expect(await db.$count(checkinCheckins, eq(checkinCheckins.point_id, campaign.point_list[0].id))).toBe(201);
});
