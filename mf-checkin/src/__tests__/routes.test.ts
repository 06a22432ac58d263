import zhCn from '@fair/locales/messages/zh-cn/checkin.json';
import zhTw from '@fair/locales/messages/zh-tw/checkin.json';
import enUs from '@fair/locales/messages/en-us/checkin.json';
import { checkinRoutes } from '../routes';

const byPath = new Map(checkinRoutes.routes.map((route) => [route.path, route]));
const text = (messages: object, key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('check-in route table (SPEC §2 "Mini-programme admin", check-in)', () => {
  it('has the five check-in screens of SPEC §2, in the mini-programme console, from ./app, without role checks (SPEC §6)', () => {
    expect(checkinRoutes.clientType).toBe('miniprog');
    expect(checkinRoutes.routes.map((route) => route.path)).toEqual([
      '/checkin/check-in-manage-list',
      '/checkin/check-in-manage/:id',
      '/checkin/check-in-manage-add',
      '/checkin/check-in-write-off',
      '/checkin/write-off-detail',
    ]);
    for (const route of checkinRoutes.routes) {
      expect(route.module).toBe('./app');
      expect(route.roleKey).toBeUndefined();
    }
  });

  it('gives the detail screens a back arrow and titles every route from its own texts in the three locales', () => {
    expect(byPath.get('/checkin/check-in-manage/:id')).toMatchObject({ hidden: true, parent: '/checkin/check-in-manage-list' });
    expect(byPath.get('/checkin/check-in-manage-add')).toMatchObject({ hidden: true, parent: '/checkin/check-in-manage-list' });
    expect(byPath.get('/checkin/write-off-detail')).toMatchObject({ hidden: true, parent: '/checkin/check-in-write-off' });
    expect(checkinRoutes.namespace).toBe('checkin');
    for (const route of checkinRoutes.routes) {
      expect(route.titleKey.startsWith('checkin:')).toBe(true);
      for (const messages of [zhCn, zhTw, enUs]) expect(typeof text(messages, route.titleKey)).toBe('string');
      if (route.parent) expect(byPath.has(route.parent)).toBe(true);
    }
    expect(text(zhCn, 'checkin:route.list')).toBe('签到活动');
  });
});
