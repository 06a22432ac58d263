import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExhibitorContentSummary, ReviewItem } from '@fair/shared/contracts/content-review';
import { renderConsolePage } from '@fair/shared/test-support/console-page';
import ActivityReviewPage from '../pages/activity-review-page';
import NewsReviewPage from '../pages/news-review-page';
import { item, serveReview, setUpReviewPageTests, summary } from '../__tests__/review-test-server';

const { server, saved } = setUpReviewPageTests();
let exhibitors: ExhibitorContentSummary[];
let items: ReviewItem[];

beforeEach(() => {
  exhibitors = [summary(1, '上海演示电子', 12), summary(2, '新锐半导体', 0)];
  items = Array.from({ length: 12 }, (_, index) => item(index + 1, 1, `新品发布${index + 1}`));
  serveReview(server, { products: [], exhibitors, items });
});

const pageRows = (root: HTMLElement | Document = document) => Array.from(root.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const rowOf = (name: string) => pageRows().find((row) => row.textContent?.includes(name))!;
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));

describe('exhibitor news and activities (/news/exhibitor-news-manage, /activity/exhibit-activity-manage)', () => {
  it('refuses the export with the SPEC §5 messages: nothing selected, then an exhibitor without news; exports the selection', async () => {
    renderConsolePage(<NewsReviewPage />, { path: '/news/exhibitor-news-manage' });
    await waitFor(() => expect(pageRows()).toHaveLength(2));
    expect(rowOf('上海演示电子')).toHaveTextContent('12（已发布 12）');
    fireEvent.click(screen.getByRole('button', { name: /导出新闻/ }));
    expect(await screen.findByText('请选择需要导出的资料')).toBeInTheDocument();
    fireEvent.click(within(rowOf('新锐半导体')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /导出新闻/ }));
    expect(await screen.findByText('所选展商暂无新闻')).toBeInTheDocument();
    expect(calls('/admin/content-review/news/export')).toHaveLength(0);
    fireEvent.click(within(rowOf('上海演示电子')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /导出新闻/ }));
    await waitFor(() => expect(saved).toEqual(['展商新闻.xlsx']));
    expect(new URL(calls('/admin/content-review/news/export')[0].url, server.url).searchParams.get('exhibitor_ids')).toBe('1,2');
  });

  it('says so for activities too', async () => {
    renderConsolePage(<ActivityReviewPage />, { path: '/activity/exhibit-activity-manage' });
    await waitFor(() => expect(pageRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /导出活动信息/ }));
    expect(await screen.findByText('请选择需要导出的活动')).toBeInTheDocument();
    fireEvent.click(within(rowOf('新锐半导体')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /导出活动信息/ }));
    expect(await screen.findByText('所选展商暂无活动')).toBeInTheDocument();
  });

  it('opens an exhibitor’s items in a drawer that pages on its own, leaving the address alone, and withdraws one', async () => {
    const page = renderConsolePage(<NewsReviewPage />, { path: '/news/exhibitor-news-manage' });
    await waitFor(() => expect(pageRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '查看新闻 上海演示电子' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('上海演示电子 的新闻')).toBeInTheDocument();
    await waitFor(() => expect(pageRows(drawer)).toHaveLength(10));
    fireEvent.click(within(drawer).getByTitle('2'));
    await waitFor(() => expect(pageRows(drawer).map((row) => row.textContent)).toEqual([expect.stringContaining('新品发布11'), expect.stringContaining('新品发布12')]));
    expect(page.address().toString()).toBe('');
    fireEvent.click(within(drawer).getByRole('button', { name: '撤回发布 新品发布12' }));
    expect(await screen.findByText('已撤回发布')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/content-review/news/state')[0].body)).toEqual({ ids: [12], action: 'withdraw' });
  });
});
