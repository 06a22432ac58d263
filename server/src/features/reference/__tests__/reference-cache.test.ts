import { ReferenceCache } from '../reference-cache';

describe('ReferenceCache', () => {
  function counting(rows: string[]) {
    let loads = 0;
    let clock = 0;
    const cache = new ReferenceCache(async () => {
      loads += 1;
      return [...rows];
    }, 5000, () => clock);
    return { cache, loads: () => loads, advance: (ms: number) => (clock += ms) };
  }

  it('loads once within the time to live and again after it', async () => {
    const { cache, loads, advance } = counting(['a']);
    await cache.rows();
    await cache.rows();
    advance(4999);
    await cache.rows();
    expect(loads()).toBe(1);
    advance(1);
    await cache.rows();
    expect(loads()).toBe(2);
  });

  it('renders once per key and load', async () => {
    const { cache, advance } = counting(['a', 'b']);
    let renders = 0;
    const render = (rows: readonly string[]) => {
      renders += 1;
      return JSON.stringify(rows);
    };
    expect(await cache.rendered('en-us', render)).toBe('["a","b"]');
    await cache.rendered('en-us', render);
    await cache.rendered('zh-cn', render);
    expect(renders).toBe(2);
    advance(5000);
    await cache.rendered('en-us', render);
    expect(renders).toBe(3);
  });

  it('forgets on invalidate', async () => {
    const { cache, loads } = counting(['a']);
    await cache.rows();
    cache.invalidate();
    await cache.rows();
    expect(loads()).toBe(2);
  });

  it('runs a lazy query (a thenable that runs on every then) only once per load', async () => {
    let runs = 0;
    const lazyQuery = { then: (resolve: (rows: string[]) => void) => resolve([`run ${(runs += 1)}`]) } as unknown as Promise<string[]>;
    const cache = new ReferenceCache(() => lazyQuery, 5000);
    await cache.rows();
    await cache.rows();
    expect(await cache.rows()).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('does not keep a failed load', async () => {
    let attempt = 0;
    const cache = new ReferenceCache(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database down');
      return ['ok'];
    }, 5000);
    await expect(cache.rows()).rejects.toThrow('database down');
    await expect(cache.rows()).resolves.toEqual(['ok']);
  });
});
