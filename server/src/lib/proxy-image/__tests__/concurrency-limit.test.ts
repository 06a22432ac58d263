import { ConcurrencyLimit } from '../concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('runs up to the limit at once and refuses the rest', async () => {
    const limit = new ConcurrencyLimit(2);
    const releases: (() => void)[] = [];
    const slow = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const first = limit.run(slow);
    const second = limit.run(slow);
    expect(await limit.run(slow)).toBeUndefined();
    releases.forEach((release) => release());
    expect(await Promise.all([first, second])).toEqual([{ value: 'done' }, { value: 'done' }]);
    // slots are free again
    expect(await limit.run(async () => 'again')).toEqual({ value: 'again' });
  });

  it('frees the slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(await limit.run(async () => 1)).toEqual({ value: 1 });
  });
});
