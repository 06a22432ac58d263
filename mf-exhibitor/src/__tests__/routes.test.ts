import zhCn from '@fair/locales/messages/zh-cn/exhibitor.json';
import zhTw from '@fair/locales/messages/zh-tw/exhibitor.json';
import enUs from '@fair/locales/messages/en-us/exhibitor.json';
import { exhibitorRoutes } from '../routes';

const byPath = new Map(exhibitorRoutes.routes.map((route) => [route.path, route]));
const text = (messages: object, key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('exhibitor route table (SPEC §2 "Exhibitor")', () => {
  it('has every exhibitor screen of SPEC §2', () => {
    const spec = [
      '/exhibitor/dashboard',
      '/user/info',
      '/user/edit',
      '/product/list',
      '/product/create',
      '/product/edit',
      '/news/list',
      '/news/create',
      '/news/edit',
      '/activity/list',
      '/activity/create',
      '/activity/edit',
      '/download/download-center',
      '/poster/poster-design',
      // the bell's full message list (SPEC §9 message page size), hidden from the menu
      '/message/list',
    ];
    expect(exhibitorRoutes.routes.filter((route) => !route.external).map((route) => route.path).sort()).toEqual([...spec].sort());
  });

  it('hides the edit screens and gives them a back arrow to their list', () => {
    expect(byPath.get('/message/list')).toMatchObject({ hidden: true, parent: '/exhibitor/dashboard' });
    expect(byPath.get('/user/edit')).toMatchObject({ hidden: true, parent: '/user/info' });
    for (const area of ['product', 'news', 'activity']) {
      expect(byPath.get(`/${area}/create`)).toMatchObject({ hidden: true, parent: `/${area}/list` });
      expect(byPath.get(`/${area}/edit`)).toMatchObject({ hidden: true, parent: `/${area}/list` });
    }
  });

  it('offers the two external links, badge application and VIP customer invitation, without an address of its own', () => {
    const external = exhibitorRoutes.routes.filter((route) => route.external);
    expect(external.map((route) => text(zhCn, route.titleKey))).toEqual(['胸卡申请', 'VIP客户邀请']);
    expect(external.map((route) => route.external)).toEqual([{}, {}]);
  });

  it('titles every route in zh-cn, zh-tw and en-us, and every parent is a route of the table', () => {
    for (const route of exhibitorRoutes.routes) {
      for (const messages of [zhCn, zhTw, enUs]) expect(typeof text(messages, route.titleKey)).toBe('string');
      if (route.parent) expect(byPath.has(route.parent)).toBe(true);
      expect(route.roleKey).toBeUndefined();
      expect(route.module).toBe('./app');
    }
  });

  it('keeps the dashboard as the one fixed view of the tab bar (SPEC §4)', () => {
    expect(exhibitorRoutes.routes.filter((route) => route.fixed).map((route) => route.path)).toEqual(['/exhibitor/dashboard']);
  });
});
