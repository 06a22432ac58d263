import { decideAccess, hasRole, type AccessSubject } from '../rules';
import { blockedUntilProfileSaved, pageRequiresSavedProfile } from '../saved-profile';

const organizer = (permission: string[]): AccessSubject => ({ clientType: 'organizer', permission, is_child_user: 0, team_auth: [] });
const exhibitor = (profileSaved?: boolean, powers: string[] | null = null): AccessSubject => ({
  clientType: 'exhibitor',
  permission: [],
  is_child_user: powers ? 1 : 0,
  team_auth: (powers ?? []).map((power_key) => ({ power_key })),
  profileSaved,
});

describe('hasRole (SPEC §6)', () => {
  it('takes one key as before', () => {
    expect(hasRole(organizer(['download.list']), 'download.list')).toBe(true);
    expect(hasRole(organizer(['download.list']), 'poster.download')).toBe(false);
    expect(hasRole(organizer([]), undefined)).toBe(true);
  });

  it('takes several keys, any one of which suffices, and `all` for every one', () => {
    const uploadKeys = ['organizer.page-edit', 'download.list'] as const;
    expect(hasRole(organizer(['download.list']), uploadKeys)).toBe(true);
    expect(hasRole(organizer(['organizer.dashboard', 'news.exhibitor-news-manage']), uploadKeys)).toBe(false);
    expect(hasRole(organizer(['all']), uploadKeys)).toBe(true);
    expect(hasRole(organizer([]), [])).toBe(true);
  });
});

describe('decideAccess', () => {
  it('refuses an organizer without any of the keys; miniprog carries no role checks', () => {
    const requirement = { clientTypes: ['organizer', 'miniprog'] as const, roleKey: ['organizer.page-edit', 'poster.download'] };
    expect(decideAccess(organizer(['poster.download']), requirement)).toBe('allow');
    expect(decideAccess(organizer(['organizer.dashboard']), requirement)).toBe('missing-role');
    expect(decideAccess({ ...organizer([]), clientType: 'miniprog' }, requirement)).toBe('allow');
  });

  it('refuses an exhibitor without a saved profile where the requirement asks for it (SPEC §4)', () => {
    const content = { clientTypes: ['exhibitor'] as const, requiresSavedProfile: true, powerKey: 'exhibitor.product.edit' };
    expect(decideAccess(exhibitor(false), content)).toBe('profile-required');
    expect(decideAccess(exhibitor(true), content)).toBe('allow');
    expect(decideAccess(exhibitor(false), { clientTypes: ['exhibitor'] })).toBe('allow');
    // unknown profile state refuses nothing (callers that do not load it keep their old decisions)
    expect(decideAccess(exhibitor(undefined), content)).toBe('allow');
    expect(decideAccess(exhibitor(true, []), content)).toBe('missing-power');
    expect(decideAccess(organizer([]), content)).toBe('wrong-client-type');
  });
});

describe('saved-profile rule', () => {
  it('applies to exhibitors only', () => {
    expect(blockedUntilProfileSaved({ clientType: 'exhibitor', profileSaved: false }, true)).toBe(true);
    expect(blockedUntilProfileSaved({ clientType: 'organizer', profileSaved: false }, true)).toBe(false);
    expect(blockedUntilProfileSaved({ clientType: 'exhibitor', profileSaved: false }, undefined)).toBe(false);
  });

  it('leaves only /user/edit open among the shell’s pages', () => {
    expect(pageRequiresSavedProfile('/user/edit')).toBe(false);
    expect(pageRequiresSavedProfile('/user/info')).toBe(true);
    expect(pageRequiresSavedProfile('/product/create')).toBe(true);
  });
});
