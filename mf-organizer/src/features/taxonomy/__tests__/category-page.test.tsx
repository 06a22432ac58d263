import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { CategoryItem } from '@fair/shared/contracts/taxonomy';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import CategoryPage from '../pages/category-page';
import { category, serveTaxonomy } from './taxonomy-test-server';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['taxonomy']) },
});
let rows: CategoryItem[];

beforeEach(() => {
  const components = category(1, '电子元器件', null, { child_count: 1, descendant_count: 2, product_count: 3 });
  const passive = category(3, '被动元件', components, { child_count: 1, descendant_count: 1, product_count: 2 });
  rows = [components, category(2, '电源', null), passive, category(4, '电容器', passive, { product_count: 2 })];
  serveTaxonomy(server, rows, []);
});

/** The names one level shows, in order (not those of the levels opened inside it). */
const namesOf = (parentId: number) =>
  [...document.querySelectorAll(`[data-testid="category-level-${parentId}"] tr.ant-table-row`)]
    .filter((row) => row.closest('[data-testid^="category-level-"]')?.getAttribute('data-testid') === `category-level-${parentId}`)
    .map((row) => row.querySelector('button[aria-label^="删除 "]')?.getAttribute('aria-label')?.slice(3));
const lastBody = (path: string) => JSON.parse(server.requests.filter((request) => request.url.startsWith(path)).at(-1)!.body) as Record<string, unknown>;
const openChildren = (name: string) => {
  const row = screen.getByRole('button', { name: `删除 ${name}` }).closest('tr')!;
  fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
};

describe('product categories (/exhibit/exhibit-classification)', () => {
  it('opens the levels below a category; a third level cannot take a fourth (SPEC §5); a level’s new order is saved whole', async () => {
    renderConsolePage(<CategoryPage />, { path: '/exhibit/exhibit-classification' });
    await waitFor(() => expect(namesOf(0)).toEqual(['电子元器件', '电源']));
    // SPEC §2's column order, after the drag handle
    const headers = [...screen.getByTestId('category-level-0').querySelector('thead')!.querySelectorAll('th')].map((cell) => cell.textContent).filter(Boolean);
    expect(headers).toEqual(['排序', '名称', '操作', '创建时间', '更新时间', '模板数量']);
    openChildren('电子元器件');
    await waitFor(() => expect(namesOf(1)).toEqual(['被动元件']));
    openChildren('被动元件');
    await waitFor(() => expect(namesOf(3)).toEqual(['电容器']));

    fireEvent.click(screen.getByRole('button', { name: '添加子分类 电容器' }));
    expect(await screen.findByText('分类最多只能设置三级，操作失败')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '下移 电子元器件' }));
    expect(namesOf(0)).toEqual(['电源', '电子元器件']);
    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(lastBody('/admin/product-category/sort')).toEqual({ parent_id: null, ids: [2, 1] });
  });

  it('adds a child in the drawer with the SPEC §5 prompts, and shows it under its opened parent', async () => {
    renderConsolePage(<CategoryPage />, { path: '/exhibit/exhibit-classification' });
    await waitFor(() => expect(namesOf(0)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '添加子分类 电源' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('上级分类：电源')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请输入产品类别中文名称')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入产品类别英文名称')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '开关电源' } });
    fireEvent.change(within(drawer).getByLabelText('英文名称'), { target: { value: 'Switching power' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(lastBody('/admin/product-category/save')).toEqual({ name_zh: '开关电源', name_en: 'Switching power', parent_id: 2 });
    await waitFor(() => expect(namesOf(2)).toEqual(['开关电源']));
  });

  it('lists search matches of every level with their path; asks before deleting, naming the sub-categories that go with it and the products that lose it', async () => {
    const page = renderConsolePage(<CategoryPage />, { path: '/exhibit/exhibit-classification' });
    await waitFor(() => expect(namesOf(0)).toHaveLength(2));
    const searchBox = screen.getByRole('searchbox', { name: '按中文或英文名称搜索分类' });
    fireEvent.change(searchBox, { target: { value: '电容' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    expect(await screen.findByText('电子元器件 / 被动元件')).toBeInTheDocument();
    expect(page.address().get('keyword')).toBe('电容');
    fireEvent.change(searchBox, { target: { value: '' } });
    await waitFor(() => expect(namesOf(0)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: '删除 电子元器件' }));
    const question = '其下 2 个子分类将一并删除。 3 个展品使用该分类，删除后这些展品将不再属于该分类，其其他分类保留。 确认删除该分类吗？';
    const dialog = await confirmDialog(question);
    expect(within(dialog).getAllByText('系统提示').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === '/admin/product-category/delete?id=1')).toBe(true);
    await waitFor(() => expect(namesOf(0)).toEqual(['电源']));
  });
});
