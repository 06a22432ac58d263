import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { LazyTreeSelect, ROOT_PARENT_ID, useLazyTree, type LazyTreeService } from '../lazy-tree-select';

const LEVELS: Record<number, { id: number; name: string; has_children: boolean }[]> = {
  0: [
    { id: 1, name: '电子元器件', has_children: true },
    { id: 2, name: '显示技术', has_children: false },
  ],
  1: [{ id: 11, name: '被动元件', has_children: true }],
};

describe('useLazyTree (a level at a time, by parent id)', () => {
  it('loads the top level with parent id 0, then a node’s children when it opens, reading `data`', async () => {
    const service = jest.fn<ReturnType<LazyTreeService>, Parameters<LazyTreeService>>(({ parent_id }) => Promise.resolve({ data: LEVELS[parent_id] ?? [] }));
    // a new function each render, as an inline arrow would be: the top level still loads once
    const { result } = renderHook(() => useLazyTree((params) => service(params)));
    await waitFor(() => expect(result.current.nodes).toHaveLength(2));
    expect(ROOT_PARENT_ID).toBe(0);
    expect(service).toHaveBeenCalledWith({ parent_id: 0 });
    expect(result.current.nodes).toEqual([
      { id: 1, pId: 0, value: 1, title: '电子元器件', isLeaf: false },
      { id: 2, pId: 0, value: 2, title: '显示技术', isLeaf: true },
    ]);

    await act(() => result.current.loadChildren(1));
    expect(service).toHaveBeenLastCalledWith({ parent_id: 1 });
    expect(result.current.nodes.filter((node) => node.pId === 1)).toEqual([{ id: 11, pId: 1, value: 11, title: '被动元件', isLeaf: false }]);

    // opening a level again replaces it instead of listing its children twice
    await act(() => result.current.loadChildren(1));
    expect(result.current.nodes).toHaveLength(3);
    expect(service.mock.calls.map(([params]) => params.parent_id)).toEqual([0, 1, 1]);
  });

  it('shows the top level in the tree select and loads a node’s children when it is expanded', async () => {
    const service = jest.fn<ReturnType<LazyTreeService>, Parameters<LazyTreeService>>(({ parent_id }) => Promise.resolve({ data: LEVELS[parent_id] ?? [] }));
    render(<LazyTreeSelect service={service} placeholder="产品类别" />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByTitle('电子元器件')).toBeInTheDocument();
    expect(screen.getByTitle('显示技术')).toBeInTheDocument();

    fireEvent.click(document.querySelector('.ant-select-tree-switcher_close')!);
    expect(await screen.findByTitle('被动元件')).toBeInTheDocument();
    expect(service).toHaveBeenLastCalledWith({ parent_id: 1 });
  });
});
