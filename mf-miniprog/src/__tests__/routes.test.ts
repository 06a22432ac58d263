import zhCn from '@fair/locales/messages/zh-cn/miniprog.json';
import zhTw from '@fair/locales/messages/zh-tw/miniprog.json';
import enUs from '@fair/locales/messages/en-us/miniprog.json';
import { miniprogRoutes } from '../routes';

const text = (messages: object, key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('mini-programme route table (SPEC §2 "Mini-programme admin")', () => {
  it('has every mini-programme screen of SPEC §2 but check-in, which is a remote of its own', () => {
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
      ].sort(),
    );
  });

  it('renders every route from ./app, titled in the three locales; no role checks (SPEC §6)', () => {
    for (const route of miniprogRoutes.routes) {
      expect(route.module).toBe('./app');
      expect(route.roleKey).toBeUndefined();
      for (const messages of [zhCn, zhTw, enUs]) expect(typeof text(messages, route.titleKey)).toBe('string');
    }
  });

  it('keeps the dashboard as the one fixed view of the tab bar (SPEC §4)', () => {
    expect(miniprogRoutes.routes.filter((route) => route.fixed).map((route) => route.path)).toEqual(['/miniprog/dashboard']);
  });
});
