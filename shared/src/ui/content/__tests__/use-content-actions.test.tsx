import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../api/query-client';
import type { ContentAction, ContentState } from '../../../contracts/content';
import { bindNotifier } from '../../../feedback/notifier';
import { createRecordingNotifier } from '../../../feedback/recording-notifier';
import { i18n } from '../../../i18n/i18n';
import { useConfirmedDelete } from '../../list/use-confirmed-delete';
import { useContentActions } from '../use-content-actions';

// The content actions and the confirmed delete without a screen: the calls, the SPEC §8 confirmation, the
// success messages, the refreshed list and the busy row. content-actions.test.tsx checks the row's tags and
// buttons that drive them.

type Item = Pick<ContentState, 'id' | 'status' | 'pinned'>;

let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;
let client: QueryClient;
/** the query keys the hooks marked stale, first to last */
let invalidated: unknown[][];

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
  client = createQueryClient();
  invalidated = [];
  jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});
afterEach(() => unbind());

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const successes = () => feedback.toasts.filter((toast) => toast.level === 'success').map((toast) => toast.content);

/** A call that answers when released, to look at the hook while it runs. */
function heldCall<T>(answer: () => T) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { call: jest.fn(async () => held.then(answer)), release };
}

describe('useContentActions: publish, withdraw, pin, cancel pin (SPEC §3, §4)', () => {
  it('sends each action, says so with its own message, refreshes the list and hands on the updated item', async () => {
    const stateCall = jest.fn(async (id: number, action: ContentAction): Promise<Item> => ({ id, status: action === 'publish' ? 'published' : 'draft', pinned: action === 'pin' }));
    const changed: Item[] = [];
    const { result } = renderHook(() => useContentActions({ stateCall, deleteCall: jest.fn(), invalidates: ['exhibitor', 'news'], onChanged: (item) => changed.push(item) }), { wrapper });
    const item: Item = { id: 7, status: 'draft', pinned: false };
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.changeState(item, 'publish');
    });
    expect(done).toBe(true);
    expect(changed).toEqual([{ id: 7, status: 'published', pinned: false }]);
    for (const action of ['pin', 'withdraw', 'unpin'] as const) await act(() => result.current.changeState(item, action));
    expect(stateCall.mock.calls).toEqual([
      [7, 'publish'],
      [7, 'pin'],
      [7, 'withdraw'],
      [7, 'unpin'],
    ]);
    expect(successes()).toEqual(['发布成功', '已置顶', '已撤回发布', '已取消置顶']);
    expect(invalidated).toEqual([['exhibitor', 'news'], ['exhibitor', 'news'], ['exhibitor', 'news'], ['exhibitor', 'news']]);
  });

  it('holds the row while its action runs', async () => {
    const { call, release } = heldCall((): Item => ({ id: 7, status: 'published', pinned: false }));
    const { result } = renderHook(() => useContentActions({ stateCall: call, deleteCall: jest.fn(), invalidates: ['news'] }), { wrapper });
    expect(result.current.busyId).toBeNull();
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.changeState({ id: 7 }, 'publish');
    });
    expect(result.current.busyId).toBe(7);
    release();
    await act(() => running);
    expect(result.current.busyId).toBeNull();
  });

  it('says nothing of success and changes nothing when the server refuses (the api client has said why)', async () => {
    const stateCall = jest.fn(async () => {
      throw new Error('服务器内部错误');
    });
    const onChanged = jest.fn();
    const { result } = renderHook(() => useContentActions({ stateCall, deleteCall: jest.fn(), invalidates: ['news'], onChanged }), { wrapper });
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.changeState({ id: 7 }, 'publish');
    });
    expect(done).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();
    expect(successes()).toEqual([]);
    expect(invalidated).toEqual([]);
    expect(result.current.busyId).toBeNull();
  });
});

describe('useConfirmedDelete (SPEC §8)', () => {
  it('asks "this operation will permanently delete the data, continue?" under "system prompt"; cancelled, nothing is sent', async () => {
    feedback.confirmAnswer = false;
    const deleteCall = jest.fn(async () => null);
    const { result } = renderHook(() => useConfirmedDelete({ deleteCall, invalidates: ['halls'] }), { wrapper });
    let deleted: boolean | null = null;
    await act(async () => {
      deleted = await result.current.remove(3);
    });
    expect(deleted).toBe(false);
    expect(feedback.confirmations).toEqual([{ title: '系统提示', content: '此操作将永久删除该数据, 是否继续?' }]);
    expect(deleteCall).not.toHaveBeenCalled();
    expect(successes()).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it('deletes once confirmed: "data deleted successfully" and a refreshed list; the row is held meanwhile', async () => {
    const { call, release } = heldCall(() => null);
    const { result } = renderHook(() => useConfirmedDelete({ deleteCall: call, invalidates: ['halls'] }), { wrapper });
    let running: Promise<boolean> = Promise.resolve(false);
    act(() => {
      running = result.current.remove(3);
    });
    await waitFor(() => expect(result.current.deleting).toBe(3));
    release();
    let deleted = false;
    await act(async () => {
      deleted = await running;
    });
    expect(deleted).toBe(true);
    expect(call).toHaveBeenCalledWith(3);
    expect(successes()).toEqual(['数据删除成功']);
    expect(invalidated).toEqual([['halls']]);
    expect(result.current.deleting).toBeNull();
  });

  it('asks in the caller’s words, and reports a failed delete as not deleted, without a success message', async () => {
    const deleteCall = jest.fn(async () => {
      throw new Error('数据不存在');
    });
    const { result } = renderHook(() => useConfirmedDelete({ deleteCall, confirmText: i18n.t('common:confirm.deleteExhibit') }), { wrapper });
    let deleted: boolean | null = null;
    await act(async () => {
      deleted = await result.current.remove(3);
    });
    expect(feedback.confirmations).toEqual([{ title: '系统提示', content: '此操作将永久删除该展品数据, 是否继续?' }]);
    expect(deleted).toBe(false);
    expect(successes()).toEqual([]);
    expect(result.current.deleting).toBeNull();
  });

  it('is what the content actions delete with, with their confirmation text', async () => {
    feedback.confirmAnswer = false;
    const { result } = renderHook(() => useContentActions({ stateCall: jest.fn(), deleteCall: jest.fn(), deleteConfirm: i18n.t('common:confirm.deleteExhibit'), invalidates: ['products'] }), {
      wrapper,
    });
    await act(() => result.current.remove({ id: 4 }));
    expect(feedback.confirmations).toEqual([{ title: '系统提示', content: '此操作将永久删除该展品数据, 是否继续?' }]);
  });
});
