import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../api/query-client';
import type { ContentAction, ContentState } from '../../../contracts/content';
import { bindNotifier } from '../../../feedback/notifier';
import { createRecordingNotifier } from '../../../feedback/recording-notifier';
import { i18n } from '../../../i18n/i18n';
import { PagedListTable } from '../../list/paged-list-table';
import { usePagedList } from '../../list/use-paged-list';
import { ContentStateButtons } from '../content-state-buttons';
import { PinnedTag, StatusTag } from '../content-state-tags';
import { useContentActions } from '../use-content-actions';

// The state tags and buttons of a content row in a paged list; the actions' own logic (confirmation texts,
// a cancelled delete, messages, the refreshed list, the busy row) is checked on the hooks in
// use-content-actions.test.tsx.

// antd tables under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

type Item = Pick<ContentState, 'id' | 'status' | 'pinned'> & { title: string };

let items: Item[];
let stateFails: boolean;
const stateCalls: [number, ContentAction][] = [];
const deleteCalls: number[] = [];
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

/** The server's side of POST …/state and DELETE …/delete over `items`. */
async function stateCall(id: number, action: ContentAction): Promise<Item> {
  stateCalls.push([id, action]);
  if (stateFails) throw new Error('服务器内部错误');
  const change: Partial<Item> = { publish: { status: 'published' as const }, withdraw: { status: 'draft' as const }, pin: { pinned: true }, unpin: { pinned: false } }[action];
  items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
  return items.find((item) => item.id === id)!;
}
async function deleteCall(id: number): Promise<null> {
  deleteCalls.push(id);
  items = items.filter((item) => item.id !== id);
  return null;
}

function ContentRows() {
  const list = usePagedList<Item>({ queryKey: ['test', 'content', 'list'], pageSize: 10, fetchPage: async () => ({ list: items, total: items.length }) });
  const actions = useContentActions({ stateCall, deleteCall, invalidates: ['test', 'content'] });
  return (
    <PagedListTable
      list={list}
      columns={[
        { title: '标题', dataIndex: 'title', key: 'title' },
        { title: '状态', key: 'status', render: (_, item) => [<StatusTag key="status" status={item.status} />, item.pinned ? <PinnedTag key="pinned" /> : null] },
        { title: '操作', key: 'operation', render: (_, item) => <ContentStateButtons item={item} actions={actions} /> },
      ]}
    />
  );
}

function renderRows() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContentRows />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const buttonsOf = (title: string) => within(rowOf(title)).getAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));
const successes = () => feedback.toasts.filter((toast) => toast.level === 'success').map((toast) => toast.content);

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  items = [
    { id: 1, title: '草稿新闻', status: 'draft', pinned: false },
    { id: 2, title: '置顶的已发布新闻', status: 'published', pinned: true },
  ];
  stateFails = false;
  stateCalls.length = 0;
  deleteCalls.length = 0;
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});

afterEach(() => unbind());

describe('content state (SPEC §3, §4)', () => {
  it('tags the status and the pin, and offers the actions each state allows', async () => {
    renderRows();
    await screen.findByText('草稿新闻');
    expect(within(rowOf('草稿新闻')).getByText('草稿')).toBeInTheDocument();
    expect(within(rowOf('草稿新闻')).queryByText('已置顶')).not.toBeInTheDocument();
    expect(buttonsOf('草稿新闻')).toEqual(['发布', '置顶', '删除']);
    expect(within(rowOf('置顶的已发布新闻')).getByText('已发布')).toBeInTheDocument();
    expect(within(rowOf('置顶的已发布新闻')).getByText('已置顶')).toBeInTheDocument();
    expect(buttonsOf('置顶的已发布新闻')).toEqual(['撤回发布', '取消置顶', '删除']);
  });

  it('publishes, pins, withdraws and cancels the pin, each with its message, and the list follows', async () => {
    renderRows();
    await screen.findByText('草稿新闻');
    const steps: [string, string, string][] = [
      ['发布', '发布成功', '已发布'],
      ['置顶', '已置顶', '已置顶'],
      ['撤回发布', '已撤回发布', '草稿'],
      ['取消置顶', '已取消置顶', '置顶'],
    ];
    for (const [button, toast, shown] of steps) {
      fireEvent.click(within(rowOf('草稿新闻')).getByRole('button', { name: button }));
      await waitFor(() => expect(successes().at(-1)).toBe(toast));
      await waitFor(() => expect(within(rowOf('草稿新闻')).getAllByText(shown).length).toBeGreaterThan(0));
    }
    expect(stateCalls).toEqual([
      [1, 'publish'],
      [1, 'pin'],
      [1, 'withdraw'],
      [1, 'unpin'],
    ]);
    expect(buttonsOf('草稿新闻')).toEqual(['发布', '置顶', '删除']);
  });

  it('says nothing of success and leaves the row when the server refuses', async () => {
    stateFails = true;
    renderRows();
    fireEvent.click(within(rowOf(await screen.findByText('草稿新闻').then((node) => node.textContent!))).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(stateCalls).toEqual([[1, 'publish']]));
    await waitFor(() => expect(within(rowOf('草稿新闻')).getByRole('button', { name: '发布' })).toBeEnabled());
    expect(successes()).toEqual([]);
    expect(within(rowOf('草稿新闻')).getByText('草稿')).toBeInTheDocument();
  });
});

describe('content delete (SPEC §8)', () => {
  it('deletes from the row once confirmed, and the row goes', async () => {
    renderRows();
    fireEvent.click(within(rowOf(await screen.findByText('草稿新闻').then((node) => node.textContent!))).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('草稿新闻')).not.toBeInTheDocument());
    expect(feedback.confirmations).toHaveLength(1);
    expect(deleteCalls).toEqual([1]);
    expect(screen.getByText('置顶的已发布新闻')).toBeInTheDocument();
  });
});
