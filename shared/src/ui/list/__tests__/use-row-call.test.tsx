import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createQueryClient } from '../../../api/query-client';
import { bindNotifier, type Notifier } from '../../../feedback/notifier';
import { i18n } from '../../../i18n/i18n';
import { useConfirmedDelete } from '../use-confirmed-delete';
import { useRowCall } from '../use-row-call';

const client = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
let answer = true;
const recorder = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), info: jest.fn(), confirm: jest.fn(async () => answer) } satisfies Notifier;
let unbind = () => {};

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => {
  answer = true;
  jest.clearAllMocks();
  unbind = bindNotifier(recorder);
});
afterEach(() => unbind());

describe('useRowCall', () => {
  it('asks under the system prompt, marks the row busy while the call runs, then toasts and refreshes the list', async () => {
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    let finish = () => {};
    const call = jest.fn((_id: number, _banned: boolean) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useRowCall({ call, confirm: (id: number) => `ban ${id}?`, invalidates: ['accounts'] }), { wrapper });

    let done: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      done = result.current.run(7, true);
    });
    expect(recorder.confirm).toHaveBeenCalledWith({ title: i18n.t('common:dialog.title'), content: 'ban 7?' });
    expect(call).toHaveBeenCalledWith(7, true);
    expect(result.current.busy).toBe(7);

    await act(async () => {
      finish();
      await done;
    });
    await expect(done).resolves.toBe(true);
    expect(result.current.busy).toBeNull();
    expect(recorder.success).toHaveBeenCalledWith(i18n.t('common:success.operation'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['accounts'] });
  });

  it('does nothing when the question is declined, and leaves things as they were when the call fails', async () => {
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const call = jest.fn(async () => {
      throw new Error('refused');
    });
    const { result } = renderHook(() => useRowCall<number>({ call, confirm: 'sure?', invalidates: ['accounts'] }), { wrapper });

    answer = false;
    await act(async () => expect(await result.current.run(1)).toBe(false));
    expect(call).not.toHaveBeenCalled();

    answer = true;
    await act(async () => expect(await result.current.run(1)).toBe(false));
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBeNull();
    expect(recorder.success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks a question the server words first (what still uses the row), busy meanwhile; a failed look-up asks nothing', async () => {
    let answerQuestion = (_text: string) => {};
    const call = jest.fn(async (_ids: number[]) => undefined);
    const { result } = renderHook(
      () => useRowCall<number[]>({ call, confirm: (ids) => new Promise<string>((resolve) => (answerQuestion = (text) => resolve(`${text} ${ids.join()}`))) }),
      { wrapper },
    );
    const ids = [3, 4];
    let done: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      done = result.current.run(ids);
    });
    expect(result.current.busy).toBe(ids);
    expect(recorder.confirm).not.toHaveBeenCalled();
    await act(async () => {
      answerQuestion('used by news;');
      await done;
    });
    expect(recorder.confirm).toHaveBeenCalledWith({ title: i18n.t('common:dialog.title'), content: 'used by news; 3,4' });
    expect(call).toHaveBeenCalledWith(ids);

    const failing = renderHook(() => useRowCall<number>({ call: async () => undefined, confirm: async () => Promise.reject(new Error('offline')) }), { wrapper });
    recorder.confirm.mockClear();
    await act(async () => expect(await failing.result.current.run(1)).toBe(false));
    expect(recorder.confirm).not.toHaveBeenCalled();
    expect(failing.result.current.busy).toBeNull();
  });

  it('calls at once without a confirmation and may leave the toast to the call', async () => {
    const call = jest.fn(async () => undefined);
    const { result } = renderHook(() => useRowCall<string>({ call, success: null }), { wrapper });
    await act(async () => expect(await result.current.run('all')).toBe(true));
    expect(recorder.confirm).not.toHaveBeenCalled();
    expect(recorder.success).not.toHaveBeenCalled();
  });

  it("words the toast for the call's arguments and hands the call's answer to onDone", async () => {
    const call = jest.fn(async (id: number, action: string) => ({ id, state: action }));
    const onDone = jest.fn();
    const { result } = renderHook(() => useRowCall<number, [string], { id: number; state: string }>({ call, success: (id, action) => `${action} ${id}`, onDone }), { wrapper });
    await act(async () => expect(await result.current.run(7, 'pinned')).toBe(true));
    expect(recorder.success).toHaveBeenCalledWith('pinned 7');
    expect(onDone).toHaveBeenCalledWith({ id: 7, state: 'pinned' });
  });
});

describe('useRowCall with a confirmation worked out first (a preview call)', () => {
  it('keeps the row busy while the question is worked out, asks it, calls, then runs onDone before the refresh', async () => {
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    let answerPreview = (_text: string | null) => {};
    const order: string[] = [];
    const call = jest.fn(async () => void order.push('call'));
    const onDone = jest.fn(() => void order.push('done'));
    const { result } = renderHook(
      () => useRowCall<string>({ call, confirm: () => new Promise<string | null>((resolve) => (answerPreview = resolve)), success: null, onDone, invalidates: ['accounts'] }),
      { wrapper },
    );
    let done: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      done = result.current.run('all');
    });
    expect(result.current.busy).toBe('all');
    expect(recorder.confirm).not.toHaveBeenCalled();
    await act(async () => {
      answerPreview('send to 3 exhibitors?');
      await done;
    });
    await expect(done).resolves.toBe(true);
    expect(recorder.confirm).toHaveBeenCalledWith({ title: i18n.t('common:dialog.title'), content: 'send to 3 exhibitors?' });
    expect(order).toEqual(['call', 'done']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['accounts'] });
  });

  it('ends unasked when the question is null (nothing to do) or its call fails', async () => {
    const call = jest.fn(async () => undefined);
    const { result } = renderHook(() => useRowCall<number>({ call, confirm: async (id) => (id === 1 ? null : Promise.reject(new Error('preview refused'))) }), { wrapper });
    await act(async () => expect(await result.current.run(1)).toBe(false));
    await act(async () => expect(await result.current.run(2)).toBe(false));
    expect(recorder.confirm).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    expect(result.current.busy).toBeNull();
  });
});

describe('useConfirmedDelete', () => {
  it('asks the SPEC delete question and says the data was deleted', async () => {
    const deleteCall = jest.fn(async () => undefined);
    const { result } = renderHook(() => useConfirmedDelete<number>({ deleteCall }), { wrapper });
    await act(async () => expect(await result.current.remove(3)).toBe(true));
    expect(recorder.confirm).toHaveBeenCalledWith({ title: i18n.t('common:dialog.title'), content: i18n.t('common:confirm.deleteData') });
    expect(recorder.success).toHaveBeenCalledWith(i18n.t('common:success.deleted'));
    expect(result.current.deleting).toBeNull();
  });
});
