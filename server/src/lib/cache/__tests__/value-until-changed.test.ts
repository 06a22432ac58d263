import { valueUntilChanged } from '../value-until-changed';

/** A load that counts its calls and resolves when the test says so. */
function controlledLoad() {
  const calls: { resolve: (value: number) => void }[] = [];
  const load = () => new Promise<number>((resolve) => calls.push({ resolve }));
  return { load, calls };
}

describe('valueUntilChanged', () => {
  it('keeps the value while the version stays, computes again when it moves', async () => {
    let version = '1';
    let loads = 0;
    const cache = valueUntilChanged({ version: async () => version, load: async () => (loads += 1), maxAgeMs: 60_000 });
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    version = '2';
    expect(await cache.get()).toBe(2);
    expect(await cache.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('computes again once the value is older than maxAgeMs, even with the same version', async () => {
    let clock = 0;
    let loads = 0;
    const cache = valueUntilChanged({ version: async () => '1', load: async () => (loads += 1), maxAgeMs: 1000, now: () => clock });
    expect(await cache.get()).toBe(1);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
  });

  it('forgets on demand', async () => {
    let loads = 0;
    const cache = valueUntilChanged({ version: async () => '1', load: async () => (loads += 1), maxAgeMs: 60_000 });
    expect(await cache.get()).toBe(1);
    cache.forget();
    expect(await cache.get()).toBe(2);
  });

  it('shares one computation between callers of the same version', async () => {
    const { load, calls } = controlledLoad();
    const cache = valueUntilChanged({ version: async () => '1', load, maxAgeMs: 60_000 });
    const first = cache.get();
    const second = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    calls[0].resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
  });

  it('answers but does not keep a value whose computation overlapped a forget', async () => {
    const { load, calls } = controlledLoad();
    const cache = valueUntilChanged({ version: async () => '1', load, maxAgeMs: 60_000 });
    const during = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    cache.forget();
    calls[0].resolve(1);
    expect(await during).toBe(1);
    const after = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(2);
    calls[1].resolve(2);
    expect(await after).toBe(2);
    expect(await cache.get()).toBe(2);
  });

  it('keeps nothing when the computation fails, and tries again next time', async () => {
    let fail = true;
    const cache = valueUntilChanged({
      version: async () => '1',
      load: async () => {
        if (fail) throw new Error('database gone');
        return 3;
      },
      maxAgeMs: 60_000,
    });
    await expect(cache.get()).rejects.toThrow('database gone');
    fail = false;
    expect(await cache.get()).toBe(3);
  });
});
