import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewProduct } from '@fair/shared/contracts/content-review';
import { confirmDialog, renderConsolePage } from '@fair/shared/test-support/console-page';
import ProductReviewPage from './product-review-page';
import { product, serveReview, setUpReviewPageTests } from '../__tests__/review-test-server';

const { server, saved } = setUpReviewPageTests();
let products: ReviewProduct[];

beforeEach(() => {
  products = [product(1, '温度传感器', '上海演示电子'), product(2, '压力表', '竞品科技', { status: 'draft', published_at: null }), product(3, '流量计', '竞品科技')];
  serveReview(server, { products, exhibitors: [], items: [] });
});

const tableRows = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const rowOf = (name: string) => tableRows().find((row) => row.textContent?.includes(name))!;
const calls = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const lastQuery = (path: string) => new URL(calls(path).at(-1)!.url, server.url).searchParams;

describe('exhibit data review (/exhibit/exhibit-data-manage)', () => {
  it('lists every exhibitor’s products with the state from the address, and views one with its classification named', async () => {
    renderConsolePage(<ProductReviewPage />, { path: '/exhibit/exhibit-data-manage?status=draft&category=11' });
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(Object.fromEntries(lastQuery('/admin/content-review/product/list'))).toMatchObject({ status: 'draft', category: '11' });
    fireEvent.click(within(rowOf('压力表')).getByRole('button', { name: '查看 压力表' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('竞品科技 竞品科技 (en)')).toBeInTheDocument();
    expect(await within(drawer).findByText('仪器 / 传感器')).toBeInTheDocument();
    expect(within(drawer).getByText('汽车')).toBeInTheDocument();
  });

  it('withdraws one product, and deletes after the SPEC §8 exhibit-data warning', async () => {
    renderConsolePage(<ProductReviewPage />, { path: '/exhibit/exhibit-data-manage' });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    fireEvent.click(within(rowOf('温度传感器')).getByRole('button', { name: '撤回发布 温度传感器' }));
    expect(await screen.findByText('已撤回发布')).toBeInTheDocument();
    expect(JSON.parse(calls('/admin/content-review/product/state')[0].body)).toEqual({ ids: [1], action: 'withdraw' });
    await waitFor(() => expect(within(rowOf('温度传感器')).getByRole('button', { name: '发布 温度传感器' })).toBeInTheDocument());

    fireEvent.click(within(rowOf('流量计')).getByRole('button', { name: '删除 流量计' }));
    const dialog = await confirmDialog('此操作将永久删除该展品数据, 是否继续?');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(lastQuery('/admin/content-review/product/delete').get('ids')).toBe('3');
  });

  it('acts on the selected rows in one call, and exports them', async () => {
    renderConsolePage(<ProductReviewPage />, { path: '/exhibit/exhibit-data-manage' });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    fireEvent.click(within(rowOf('温度传感器')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('压力表')).getByRole('checkbox'));
    const bulk = await screen.findByTestId('list-bulk-actions');
    expect(bulk).toHaveTextContent('已选 2 项');
    fireEvent.click(screen.getByRole('button', { name: /导出所选展品/ }));
    await waitFor(() => expect(saved).toEqual(['展品数据.xlsx']));
    expect(lastQuery('/admin/content-review/product/export').get('ids')).toBe('1,2');

    fireEvent.click(within(bulk).getByRole('button', { name: '批量撤回发布' }));
    expect(await screen.findByText('已撤回发布')).toBeInTheDocument();
    expect(calls('/admin/content-review/product/state').map((request) => JSON.parse(request.body))).toEqual([{ ids: [1, 2], action: 'withdraw' }]);
    await waitFor(() => expect(screen.queryByTestId('list-bulk-actions')).not.toBeInTheDocument());
  });
});
