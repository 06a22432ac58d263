import { grantableAuthorities, keysOfAccount, withinPowers } from '../staff-powers';

const DASHBOARD = 'organizer.dashboard';
const ACCOUNTS = 'organizer.account-manage';

describe('withinPowers: an operator reaches only what its own keys cover', () => {
  it('covers keys it holds, and nothing it lacks', () => {
    expect(withinPowers([DASHBOARD, ACCOUNTS], [ACCOUNTS])).toBe(true);
    expect(withinPowers([DASHBOARD, ACCOUNTS], [DASHBOARD, ACCOUNTS])).toBe(true);
    expect(withinPowers([ACCOUNTS], [ACCOUNTS, DASHBOARD])).toBe(false);
    expect(withinPowers([], [DASHBOARD])).toBe(false);
  });

  it('covers an empty set of keys for anyone', () => {
    expect(withinPowers([], [])).toBe(true);
    expect(withinPowers([ACCOUNTS], [])).toBe(true);
  });

  it('lets `all` cover every key and `all` itself; nothing short of `all` covers `all`', () => {
    expect(withinPowers(['all'], [DASHBOARD, ACCOUNTS])).toBe(true);
    expect(withinPowers(['all'], ['all'])).toBe(true);
    expect(withinPowers([DASHBOARD, ACCOUNTS, 'organizer.authority-manage'], ['all'])).toBe(false);
    expect(withinPowers([ACCOUNTS], [ACCOUNTS, 'all'])).toBe(false);
  });
});

describe('grantableAuthorities', () => {
  it('keeps, in their order, only the authorities within the operator’s keys', () => {
    const options = [
      { id: 1, route_keys: [ACCOUNTS] },
      { id: 2, route_keys: ['all'] },
      { id: 3, route_keys: [DASHBOARD, ACCOUNTS] },
      { id: 4, route_keys: [] },
    ];
    expect(grantableAuthorities([ACCOUNTS], options).map((option) => option.id)).toEqual([1, 4]);
    expect(grantableAuthorities([DASHBOARD, ACCOUNTS], options).map((option) => option.id)).toEqual([1, 3, 4]);
    expect(grantableAuthorities(['all'], options).map((option) => option.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('keysOfAccount', () => {
  it('joins the keys of every authority the account holds', () => {
    expect(keysOfAccount({ authorities: [{ route_keys: [ACCOUNTS] }, { route_keys: [DASHBOARD, 'all'] }] })).toEqual([ACCOUNTS, DASHBOARD, 'all']);
    expect(keysOfAccount({ authorities: [] })).toEqual([]);
  });
});
