import { CODE_ALPHABET } from '@fair/shared/contracts/checkin';
import { normaliseCode } from '@fair/shared/validation/checkin';
import { stateOf } from '../campaign-state';
import { signPoint, signVisitor, verifyPoint, verifyVisitor } from '../checkin-tokens';
import { newRedemptionCode } from '../redemption-codes';

const SECRET = 'a-test-secret-of-enough-length-000';

describe('point tokens', () => {
  it('verify only with their own secret, campaign and point', () => {
    const token = signPoint(SECRET, { campaignId: 7, pointId: 42 });
    expect(verifyPoint(SECRET, token)).toEqual({ campaignId: 7, pointId: 42 });
    expect(verifyPoint(SECRET, `  https://fair.example/m/checkin?x=1&t=${encodeURIComponent(token)}#top `)).toEqual({ campaignId: 7, pointId: 42 });
    expect(verifyPoint('another-secret', token)).toBeUndefined();
    const signature = token.split('.')[3];
    expect(verifyPoint(SECRET, `CP.8.42.${signature}`)).toBeUndefined();
    expect(verifyPoint(SECRET, `CP.7.43.${signature}`)).toBeUndefined();
    expect(verifyPoint(SECRET, `${token}x`)).toBeUndefined();
    expect(verifyPoint(SECRET, 'CP.7.42')).toBeUndefined();
    expect(verifyPoint(SECRET, `CP.9999999999.42.${signature}`)).toBeUndefined();
    // the bare token as a reader hands it over, spaces around; nothing before it
    expect(verifyPoint(SECRET, ` ${token}\n`)).toEqual({ campaignId: 7, pointId: 42 });
    expect(verifyPoint(SECRET, `x${token}`)).toBeUndefined();
  });

  it('carry ids of the database range only, however well signed', () => {
    const largest = { campaignId: 2_147_483_647, pointId: 2_147_483_647 };
    expect(verifyPoint(SECRET, signPoint(SECRET, largest))).toEqual(largest);
    expect(verifyPoint(SECRET, signPoint(SECRET, { campaignId: 2_147_483_648, pointId: 1 }))).toBeUndefined();
    expect(verifyPoint(SECRET, signPoint(SECRET, { campaignId: 1, pointId: 2_147_483_648 }))).toBeUndefined();
  });

  it('are never taken for a visitor token, nor the other way round', () => {
    const point = signPoint(SECRET, { campaignId: 1, pointId: 2 });
    const visitor = signVisitor(SECRET, 1, 9_999_999_999);
    expect(verifyVisitor(SECRET, point.replace('CP', 'CV'))).toBeUndefined();
    expect(verifyPoint(SECRET, visitor.replace('CV', 'CP'))).toBeUndefined();
  });
});

describe('visitor tokens', () => {
  it('carry the visitor until they expire', () => {
    const now = Date.parse('2026-03-26T02:00:00Z');
    const token = signVisitor(SECRET, 15, now / 1000 + 60);
    expect(verifyVisitor(SECRET, token, now)).toBe(15);
    expect(verifyVisitor(SECRET, token, now + 60_000)).toBeUndefined();
    expect(verifyVisitor('another-secret', token, now)).toBeUndefined();
    expect(verifyVisitor(SECRET, token.replace('CV.15.', 'CV.16.'), now)).toBeUndefined();
    expect(verifyVisitor(SECRET, undefined, now)).toBeUndefined();
    expect(verifyVisitor(SECRET, ['x'], now)).toBeUndefined();
    // a header given twice arrives as a list: never taken for the token it holds
    expect(verifyVisitor(SECRET, [token], now)).toBeUndefined();
    for (const bent of ['garbage', `x${token}`, `${token}x`]) expect(verifyVisitor(SECRET, bent, now)).toBeUndefined();
  });

  it('carry visitor ids of the database range only', () => {
    const expires = 9_999_999_999;
    expect(verifyVisitor(SECRET, signVisitor(SECRET, 2_147_483_647, expires))).toBe(2_147_483_647);
    expect(verifyVisitor(SECRET, signVisitor(SECRET, 2_147_483_648, expires))).toBeUndefined();
  });
});

describe('redemption codes', () => {
  it('are 8 characters of the alphabet without 0/O/1/I, and differ', () => {
    const codes = Array.from({ length: 500 }, newRedemptionCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(new Set(codes).size).toBe(500);
    expect(new Set(codes.join('')).size).toBe(CODE_ALPHABET.length);
  });

  it('as typed: case, spaces and dashes do not matter', () => {
    expect(normaliseCode(' ab cd-ef gh ')).toBe('ABCDEFGH');
  });
});

describe('campaign state', () => {
  const window = { starts_at: new Date('2026-03-26T00:00:00Z'), ends_at: new Date('2026-03-29T00:00:00Z') };
  it('is disabled whatever the clock, else from the window: start inclusive, end exclusive', () => {
    expect(stateOf({ ...window, enabled: false }, new Date('2026-03-27T00:00:00Z'))).toBe('disabled');
    expect(stateOf({ ...window, enabled: true }, new Date('2026-03-25T23:59:59Z'))).toBe('not_started');
    expect(stateOf({ ...window, enabled: true }, window.starts_at)).toBe('running');
    expect(stateOf({ ...window, enabled: true }, new Date('2026-03-28T23:59:59Z'))).toBe('running');
    expect(stateOf({ ...window, enabled: true }, window.ends_at)).toBe('ended');
  });
});
