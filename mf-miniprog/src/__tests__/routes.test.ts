import zhCn from '@fair/locales/messages/zh-cn/miniprog.json';
import zhTw from '@fair/locales/messages/zh-tw/miniprog.json';
import enUs from '@fair/locales/messages/en-us/miniprog.json';
import { miniprogRoutes } from '../routes';

const byPath = new Map(miniprogRoutes.routes.map((route) => [route.path, route]));
const text = (messages: object, key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('mini-programme route table (SPEC §2 "Mini-programme admin")', () => {
  it('has every mini-programme screen of SPEC §2', () => {
    expect(miniprogRoutes.routes.map((route) => route.path).sort()).toEqual(
      [
        '/miniprog/dashboard',
        '/popup/popup-manage',
        '/clause/clause-manage',
        '/advertising/advertising-manage',
        '/account/account-manage',
        '/buoy/buoy-manage',
        '/info/info-manage',
        '/product/product-manage',
        '/activity/activity-manage',
        '/checkin/check-in-manage-list',
        '/checkin/check-in-manage/:id',
        '/checkin/check-in-manage-add',
        '/checkin/check-in-write-off',
        '/checkin/write-off-detail',
      ].sort(),
    );
  });

  it('renders /checkin/* from its own module and everything else from ./app; no role checks (SPEC §6)', () => {
    for (const route of miniprogRoutes.routes) {
      expect(route.module).toBe(route.path.startsWith('/checkin/') ? './checkin' : './app');
      expect(route.roleKey).toBeUndefined();
    }
  });

  it('gives check-in detail screens a back arrow and titles every route in the three locales', () => {
    expect(byPath.get('/checkin/check-in-manage/:id')).toMatchObject({ hidden: true, parent: '/checkin/check-in-manage-list' });
    expect(byPath.get('/checkin/check-in-manage-add')).toMatchObject({ hidden: true, parent: '/checkin/check-in-manage-list' });
    expect(byPath.get('/checkin/write-off-detail')).toMatchObject({ hidden: true, parent: '/checkin/check-in-write-off' });
    for (const route of miniprogRoutes.routes) {
      for (const messages of [zhCn, zhTw, enUs]) expect(typeof text(messages, route.titleKey)).toBe('string');
      if (route.parent) expect(byPath.has(route.parent)).toBe(true);
    }
  });

  it('keeps the dashboard as the one fixed view of the tab bar (SPEC §4)', () => {
    expect(miniprogRoutes.routes.filter((route) => route.fixed).map((route) => route.path)).toEqual(['/miniprog/dashboard']);
  });
});
