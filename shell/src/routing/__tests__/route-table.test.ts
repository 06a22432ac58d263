import type { RouteDef } from '@fair/shared/contracts/routes';
import { demoExhibitor, demoOrganizer, demoSubAccount, DEMO_EDITOR_PERMISSION } from '@fair/shared/test-support/demo-users';
import { subjectOf } from '../decide-navigation';
import { menuRoutes } from '../route-table';

const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, titleKey: `t:${path}`, module: './app', ...extra });
const paths = (routes: RouteDef[]) => routes.map((entry) => entry.path);

describe('menuRoutes (SPEC §6: menu entries only where the route is allowed)', () => {
  it('lists an organizer route only with its role key or all', () => {
    const routes = [route('/organizer/dashboard', { roleKey: 'organizer.dashboard' }), route('/organizer/notification', { roleKey: 'organizer.notification' })];
    expect(paths(menuRoutes(routes, subjectOf(demoOrganizer([...DEMO_EDITOR_PERMISSION]), 'organizer')))).toEqual(['/organizer/dashboard']);
    expect(paths(menuRoutes(routes, subjectOf(demoOrganizer(['all']), 'organizer')))).toEqual(['/organizer/dashboard', '/organizer/notification']);
  });

  it('lists a route with a power key for main accounts and for sub-accounts holding the key', () => {
    const routes = [route('/news/list'), route('/poster/poster-design', { powerKey: 'exhibitor.poster.edit' }), route('/news/create', { hidden: true })];
    expect(paths(menuRoutes(routes, subjectOf(demoExhibitor(), 'exhibitor')))).toEqual(['/news/list', '/poster/poster-design']);
    expect(paths(menuRoutes(routes, subjectOf(demoSubAccount(['exhibitor.poster.edit']), 'exhibitor')))).toEqual(['/news/list', '/poster/poster-design']);
    expect(paths(menuRoutes(routes, subjectOf(demoSubAccount(['exhibitor.news.edit']), 'exhibitor')))).toEqual(['/news/list']);
  });
});
