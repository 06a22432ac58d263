import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input, Modal } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '../../../api/query-client';
import { AppProviders } from '../../../providers/app-providers';
import { DrawerListPage } from '../drawer-list-page';
import type { ListRequest } from '../list-params';
import { RowActions } from '../row-actions';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

interface Hall {
  id: number;
  name: string;
}
type HallForm = { id?: number; name: string };

/** The server's halls and what it was asked. */
let halls: Hall[];
let saves: HallForm[];
let deletes: number[];
let moved: number[];

const fetchHalls = async (request: ListRequest<Record<never, string>>) => {
  const found = halls.filter((hall) => !request.keyword || hall.name.includes(request.keyword));
  return { list: found, total: found.length };
};

/** With `bulk`, rows get checkboxes and the toolbar a bulk action naming the chosen rows. */
function HallsPage({ bulk = false }: { bulk?: boolean }) {
  return (
    <DrawerListPage<Hall, Record<never, string>, HallForm>
      list={{ queryKey: ['test', 'halls'], fetchPage: fetchHalls, pageSize: 10 }}
      columns={[{ title: '展馆名称', key: 'name', dataIndex: 'name' }]}
      nameOf={(hall) => hall.name}
      blank={{ name: '' }}
      formOf={(hall) => ({ id: hall.id, name: hall.name })}
      save={async (values) => {
        saves.push(values);
        if (values.id) Object.assign(halls.find((hall) => hall.id === values.id)!, values);
        else halls.push({ id: halls.length + 10, name: values.name });
      }}
      deleteCall={async (id) => {
        deletes.push(id);
        halls = halls.filter((hall) => hall.id !== id);
      }}
      rowActions={(hall) => [{ label: '上移', onClick: () => moved.push(hall.id) }]}
      texts={{ create: '新增展馆', edit: '编辑展馆', empty: '还没有展馆', search: '按名称搜索' }}
      bulkActions={bulk ? (list) => <button type="button" onClick={() => moved.push(...(list.selectedKeys as number[]))}>批量上移</button> : undefined}
    >
      <Form.Item name="name" label="展馆名称" rules={[{ required: true, message: '请输入展馆名称' }]}>
        <Input />
      </Form.Item>
    </DrawerListPage>
  );
}

const row = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`);

beforeEach(() => {
  halls = [{ id: 1, name: '1号馆' }];
  saves = [];
  deletes = [];
  moved = [];
  queryClient.clear();
});
afterEach(() => {
  act(() => {
    Modal.destroyAll();
  });
});

describe('DrawerListPage', () => {
  it('creates in the drawer (checked first), edits a row with its values, and deletes one after the confirmation', async () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <HallsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(row(1)).toBeTruthy());
    expect(within(row(1)!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['编辑 1号馆', '上移 1号馆', '删除 1号馆']);
    fireEvent.click(within(row(1)!).getByRole('button', { name: '上移 1号馆' }));
    expect(moved).toEqual([1]);

    fireEvent.click(screen.getByRole('button', { name: /新增展馆/ }));
    const created = await screen.findByRole('dialog');
    fireEvent.click(within(created).getByTestId('drawer-form-save'));
    expect(await within(created).findByText('请输入展馆名称')).toBeInTheDocument();
    fireEvent.change(within(created).getByLabelText('展馆名称'), { target: { value: '2号馆' } });
    fireEvent.click(within(created).getByTestId('drawer-form-save'));
    await waitFor(() => expect(row(11)).toBeTruthy());
    expect(saves).toEqual([{ name: '2号馆' }]);

    fireEvent.click(within(row(1)!).getByRole('button', { name: '编辑 1号馆' }));
    await waitFor(() => expect(screen.getByText('编辑展馆')).toBeInTheDocument());
    const edited = screen.getByText('编辑展馆').closest('.ant-drawer') as HTMLElement;
    expect(within(edited).getByLabelText('展馆名称')).toHaveValue('1号馆');
    fireEvent.change(within(edited).getByLabelText('展馆名称'), { target: { value: '1号馆（东）' } });
    fireEvent.click(within(edited).getByTestId('drawer-form-save'));
    await waitFor(() => expect(within(row(1)!).getByText('1号馆（东）')).toBeInTheDocument());
    expect(saves.at(-1)).toEqual({ id: 1, name: '1号馆（东）' });

    fireEvent.click(within(row(11)!).getByRole('button', { name: '删除 2号馆' }));
    const asked = (await screen.findByText('此操作将永久删除该数据, 是否继续?')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(asked).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(row(11)).toBeNull());
    expect(deletes).toEqual([11]);
  });

  it('offers bulk actions on the selected rows only when the page has some', async () => {
    halls.push({ id: 2, name: '2号馆' });
    render(
      <AppProviders>
        <MemoryRouter>
          <HallsPage bulk />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(row(2)).toBeTruthy());
    expect(screen.queryByRole('button', { name: '批量上移' })).toBeNull();
    fireEvent.click(within(row(2)!).getByRole('checkbox'));
    fireEvent.click(within(await screen.findByTestId('list-bulk-actions')).getByRole('button', { name: '批量上移' }));
    expect(moved).toEqual([2]);
  });
});

describe('RowActions', () => {
  it('names every button after the row, puts the row’s actions between edit and delete, and holds them while the row is busy', () => {
    const calls: string[] = [];
    const { rerender } = render(
      <AppProviders>
        <RowActions name="开幕式" onEdit={() => calls.push('edit')} actions={[{ label: '发布', onClick: () => calls.push('publish') }]} onDelete={() => calls.push('remove')} deleteLabel="取消推荐" />
      </AppProviders>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['编辑 开幕式', '发布 开幕式', '取消推荐 开幕式']);
    fireEvent.click(screen.getByRole('button', { name: '发布 开幕式' }));
    fireEvent.click(screen.getByRole('button', { name: '取消推荐 开幕式' }));
    expect(calls).toEqual(['publish', 'remove']);

    rerender(
      <AppProviders>
        <RowActions name="开幕式" actions={[{ label: '发布', onClick: () => calls.push('publish') }]} onDelete={() => calls.push('remove')} busy />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: '编辑 开幕式' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发布 开幕式' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除 开幕式' })).toBeDisabled();

    rerender(
      <AppProviders>
        <RowActions name="开幕式" actions={[{ label: '发送', onClick: () => calls.push('send'), disabled: true }, { label: '禁用', danger: true, onClick: () => calls.push('ban') }]} />
      </AppProviders>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['发送 开幕式', '禁用 开幕式']);
    expect(screen.getByRole('button', { name: '发送 开幕式' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '禁用 开幕式' })).toHaveClass('ant-btn-dangerous');
  });
});
