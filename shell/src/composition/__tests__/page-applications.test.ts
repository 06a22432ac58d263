import type { RemoteEntry } from '@fair/shared/contracts/registry';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { applicationName, servesActiveRoute } from '../page-applications';

// The mini-programme console joins two remotes that both expose ./app: mf_miniprog and mf_checkin.
const miniprog: RemoteEntry = { name: 'mf_miniprog', entry: '/remotes/mf-miniprog/mf-manifest.json', clientType: 'miniprog', modules: ['./routes', './app'] };
const checkin: RemoteEntry = { name: 'mf_checkin', entry: '/remotes/mf-checkin/mf-manifest.json', clientType: 'miniprog', modules: ['./routes', './app'] };
const dashboard: RouteDef = { path: '/miniprog/dashboard', titleKey: 'miniprog:route.dashboard', module: './app' };
const campaigns: RouteDef = { path: '/checkin/check-in-manage-list', titleKey: 'checkin:route.list', module: './app' };

describe('page applications of remotes that share a client type', () => {
  it('mounts only the module of the remote whose route table holds the route, though both call it ./app', () => {
    const onCampaigns = { clientType: 'miniprog' as const, route: campaigns, remote: 'mf_checkin' };
    expect(servesActiveRoute(checkin, './app', onCampaigns)).toBe(true);
    expect(servesActiveRoute(miniprog, './app', onCampaigns)).toBe(false);

    const onDashboard = { clientType: 'miniprog' as const, route: dashboard, remote: 'mf_miniprog' };
    expect(servesActiveRoute(miniprog, './app', onDashboard)).toBe(true);
    expect(servesActiveRoute(checkin, './app', onDashboard)).toBe(false);
  });

  it('mounts nothing for another client type, another module, a route of no known remote, or no route', () => {
    expect(servesActiveRoute(checkin, './app', { clientType: 'organizer', route: campaigns, remote: 'mf_checkin' })).toBe(false);
    expect(servesActiveRoute(checkin, './other', { clientType: 'miniprog', route: campaigns, remote: 'mf_checkin' })).toBe(false);
    expect(servesActiveRoute(checkin, './app', { clientType: 'miniprog', route: campaigns })).toBe(false);
    expect(servesActiveRoute(checkin, './app', { clientType: 'miniprog', route: undefined, remote: 'mf_checkin' })).toBe(false);
    expect(servesActiveRoute(checkin, './app', undefined)).toBe(false);
  });

  it('names each application after its container and module', () => {
    expect(applicationName('mf_checkin', './app')).toBe('mf_checkin/app');
  });
});
