import type { RouteDef } from '@fair/shared/contracts/routes';
import { demoExhibitor, demoMiniprog, demoNewExhibitor, demoOrganizer, demoSubAccount, DEMO_EDITOR_PERMISSION } from '@fair/shared/test-support/demo-users';
import { decideNavigation, type NavigationInput } from '../decide-navigation';

const savedExhibitor = demoExhibitor();
const newExhibitor = demoNewExhibitor();
const editor = demoOrganizer([...DEMO_EDITOR_PERMISSION]);
const organizer = demoOrganizer(['all']);
const miniprog = demoMiniprog();

// Fixtures in the shape of the remotes' ./routes (the shell never imports a remote).
const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, titleKey: `t:${path}`, module: './app', ...extra });
const exhibitorRoutes = {
  routes: [
    route('/exhibitor/dashboard'),
    route('/user/info'),
    route('/user/edit', { parent: '/user/info', hidden: true }),
    route('/product/list'),
    route('/news/list'),
    route('/news/create', { parent: '/news/list', hidden: true, powerKey: 'exhibitor.news.edit' }),
    route('/external/badge-application', { external: {} }),
  ],
};
const organizerRoutes = {
  routes: [
    route('/organizer/dashboard', { roleKey: 'organizer.dashboard' }),
    route('/organizer/notification', { roleKey: 'organizer.notification' }),
    route('/news/exhibitor-news-manage', { roleKey: 'news.exhibitor-news-manage' }),
    route('/organizer/404', { hidden: true }),
  ],
};
const miniprogRoutes = {
  routes: [route('/miniprog/dashboard'), route('/checkin/check-in-manage/:id', { module: './checkin', hidden: true }), route('/checkin/check-in-write-off', { module: './checkin' })],
};
const tables: Record<string, RouteDef[]> = {
  exhibitor: exhibitorRoutes.routes,
  organizer: organizerRoutes.routes,
  miniprog: miniprogRoutes.routes,
};

function decide(input: Partial<NavigationInput> & Pick<NavigationInput, 'pathname'>) {
  const clientType = input.clientType ?? 'exhibitor';
  return decideNavigation({ search: '', token: 'token', user: savedExhibitor, routes: tables[clientType], clientType, ...input });
}

describe('decideNavigation (SPEC §4, §5, §8 guards)', () => {
  it('sends the root to /login', () => {
    expect(decide({ pathname: '/' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a logged-out visitor to the client type login with the redirect parameter', () => {
    expect(decide({ pathname: '/product/list', search: '?page=2', token: null, user: null })).toEqual({
      kind: 'redirect',
      to: '/exhibitor_login?redirect=%2Fproduct%2Flist%3Fpage%3D2',
    });
    expect(decide({ pathname: '/organizer/notification', clientType: 'organizer', token: null, user: null })).toEqual({
      kind: 'redirect',
      to: '/organizer_login?redirect=%2Forganizer%2Fnotification',
    });
    expect(decide({ pathname: '/checkin/check-in-write-off', clientType: 'miniprog', token: null, user: null })).toEqual({
      kind: 'redirect',
      to: '/miniprog_login?redirect=%2Fcheckin%2Fcheck-in-write-off',
    });
  });

  it('shows every login screen to a logged-out visitor, in both spellings of the mini-programme one', () => {
    for (const pathname of ['/login', '/exhibitor_login', '/organizer_login', '/miniprog_login', '/miniprog_loginn']) {
      expect(decide({ pathname, token: null, user: null })).toEqual({ kind: 'login' });
    }
  });

  it('sends a logged-in user on the own login page to the dashboard, or to the redirect parameter', () => {
    expect(decide({ pathname: '/exhibitor_login' })).toEqual({ kind: 'redirect', to: '/exhibitor/dashboard' });
    expect(decide({ pathname: '/login', clientType: 'organizer', user: organizer })).toEqual({ kind: 'redirect', to: '/organizer/dashboard' });
    expect(decide({ pathname: '/miniprog_loginn', clientType: 'miniprog', user: miniprog })).toEqual({ kind: 'redirect', to: '/miniprog/dashboard' });
    expect(decide({ pathname: '/login', search: '?redirect=%2Fnews%2Flist' })).toEqual({ kind: 'redirect', to: '/news/list' });
  });

  it('never follows a redirect parameter off the site', () => {
    expect(decide({ pathname: '/login', search: '?redirect=%2F%2Fevil.example%2F' })).toEqual({ kind: 'redirect', to: '/exhibitor/dashboard' });
    expect(decide({ pathname: '/login', search: '?redirect=https%3A%2F%2Fevil.example' })).toEqual({ kind: 'redirect', to: '/exhibitor/dashboard' });
  });

  it("shows another client type's login page even to a logged-in user (switching client type)", () => {
    expect(decide({ pathname: '/organizer_login' })).toEqual({ kind: 'login' });
  });

  it('shows a loading state while the stored token’s user info loads', () => {
    expect(decide({ pathname: '/product/list', user: null })).toEqual({ kind: 'loading' });
    expect(decide({ pathname: '/exhibitor_login', user: null })).toEqual({ kind: 'loading' });
  });

  it('waits for the route tables, and opens the layout (with its error panel) when they failed', () => {
    expect(decide({ pathname: '/product/list', routes: undefined })).toEqual({ kind: 'loading' });
    expect(decide({ pathname: '/product/list', routes: null })).toEqual({ kind: 'page' });
  });

  it('shows the forgotten-password screen to anyone, without a login', () => {
    expect(decide({ pathname: '/forgot-password', token: null, user: null })).toEqual({ kind: 'forgot-password' });
    expect(decide({ pathname: '/forgot-password' })).toEqual({ kind: 'forgot-password' });
  });

  it('shows registration and the set-password link page to anyone, without a login', () => {
    expect(decide({ pathname: '/register', token: null, user: null })).toEqual({ kind: 'register' });
    expect(decide({ pathname: '/set-password', search: '?token=abc', token: null, user: null })).toEqual({ kind: 'set-password' });
    expect(decide({ pathname: '/set-password', search: '?token=abc' })).toEqual({ kind: 'set-password' });
  });

  it('sends unknown paths to /404 and renders the error pages', () => {
    expect(decide({ pathname: '/no/such/page' })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide({ pathname: '/external/badge-application' })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide({ pathname: '/organizer/dashboard' })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide({ pathname: '/404', token: null, user: null })).toEqual({ kind: 'error-page' });
    expect(decide({ pathname: '/401', token: null, user: null })).toEqual({ kind: 'error-page' });
  });

  it('sends an exhibitor whose profile is not saved to /user/edit with the SPEC warning', () => {
    expect(decide({ pathname: '/product/list', user: newExhibitor })).toEqual({
      kind: 'redirect',
      to: '/user/edit',
      warning: 'common:warning.profileRequired',
    });
    expect(decide({ pathname: '/exhibitor/dashboard', user: newExhibitor })).toMatchObject({ kind: 'redirect', to: '/user/edit' });
    expect(decide({ pathname: '/user/edit', user: newExhibitor })).toMatchObject({ kind: 'page', route: { path: '/user/edit' } });
  });

  it('lets a saved exhibitor open every page', () => {
    for (const entry of exhibitorRoutes.routes.filter((candidate) => !candidate.external)) {
      expect(decide({ pathname: entry.path })).toEqual({ kind: 'page', route: entry });
    }
  });

  it('sends an organizer lacking the role key to /organizer/404, and lets `all` through', () => {
    expect(decide({ pathname: '/organizer/notification', clientType: 'organizer', user: editor })).toEqual({
      kind: 'redirect',
      to: '/organizer/404',
    });
    expect(decide({ pathname: '/news/exhibitor-news-manage', clientType: 'organizer', user: editor })).toMatchObject({ kind: 'page' });
    expect(decide({ pathname: '/organizer/404', clientType: 'organizer', user: editor })).toMatchObject({ kind: 'page' });
    for (const entry of organizerRoutes.routes) {
      expect(decide({ pathname: entry.path, clientType: 'organizer', user: organizer })).toEqual({ kind: 'page', route: entry });
    }
  });

  it('sends a sub-account lacking the page’s power key back to its parent screen (SPEC §6 team_auth)', () => {
    const staff = (powerKey: string) => demoSubAccount([powerKey]);
    expect(decide({ pathname: '/news/create', user: staff('exhibitor.product.edit') })).toEqual({ kind: 'redirect', to: '/news/list' });
    expect(decide({ pathname: '/news/list', user: staff('exhibitor.product.edit') })).toMatchObject({ kind: 'page' });
    expect(decide({ pathname: '/news/create', user: staff('exhibitor.news.edit') })).toMatchObject({ kind: 'page' });
  });

  it('checks no role on mini-programme routes and matches parameterised paths', () => {
    expect(decide({ pathname: '/checkin/check-in-manage/42', clientType: 'miniprog', user: miniprog })).toMatchObject({
      kind: 'page',
      route: { path: '/checkin/check-in-manage/:id', module: './checkin' },
    });
  });
});
