import { useState } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../../providers/app-providers';
import { hasUnsavedChanges } from '../../unsaved-changes';
import { SortableTable } from '../sortable-table';

// antd tables under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 20_000 });

interface Item {
  id: number;
  name: string;
}

/** The server's order of the group; a save replaces it, or fails once when told. */
let stored: Item[];
let refuseNext: boolean;

function Group() {
  const [items, setItems] = useState(stored);
  return (
    <SortableTable<Item>
      items={items}
      columns={[{ title: '名称', key: 'name', dataIndex: 'name' }]}
      nameOf={(item) => item.name}
      status="ready"
      onSaveOrder={async (ids) => {
        if (refuseNext) {
          refuseNext = false;
          throw new Error('列表已被他人修改，请刷新后重试');
        }
        stored = ids.map((id) => stored.find((item) => item.id === id)!);
        setItems(stored);
      }}
    />
  );
}

const namesOnScreen = () => [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) => row.querySelector('td:nth-child(2)')!.textContent);
const rowOf = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`)!;

beforeEach(() => {
  stored = [
    { id: 1, name: '开幕式' },
    { id: 2, name: '高峰论坛' },
    { id: 3, name: '闭幕酒会' },
  ];
  refuseNext = false;
  render(
    <AppProviders>
      <Group />
    </AppProviders>,
  );
});

describe('SortableTable', () => {
  it('moves a row with the keyboard buttons, and keeps the order only once saved', async () => {
    expect(namesOnScreen()).toEqual(['开幕式', '高峰论坛', '闭幕酒会']);
    expect(screen.getByRole('button', { name: '上移 开幕式' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下移 开幕式' }));
    expect(namesOnScreen()).toEqual(['高峰论坛', '开幕式', '闭幕酒会']);
    expect(screen.getByText('顺序已调整，保存后生效')).toBeInTheDocument();
    expect(stored.map((item) => item.id)).toEqual([1, 2, 3]);

    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(stored.map((item) => item.id)).toEqual([2, 1, 3]);
    await waitFor(() => expect(screen.queryByText('顺序已调整，保存后生效')).not.toBeInTheDocument());
    expect(namesOnScreen()).toEqual(['高峰论坛', '开幕式', '闭幕酒会']);
  });

  it('drops a dragged row in the place of the row it is dropped on; undo restores the saved order', () => {
    fireEvent.dragStart(rowOf(3), { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
    fireEvent.dragOver(rowOf(1), { dataTransfer: { dropEffect: '' } });
    fireEvent.drop(rowOf(1));
    expect(namesOnScreen()).toEqual(['闭幕酒会', '开幕式', '高峰论坛']);
    expect(within(rowOf(3)).getByText('1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '撤销调整' }));
    expect(namesOnScreen()).toEqual(['开幕式', '高峰论坛', '闭幕酒会']);
    expect(screen.queryByText('顺序已调整，保存后生效')).not.toBeInTheDocument();
  });

  it('keeps the unsaved order on screen when the save is refused', async () => {
    refuseNext = true;
    fireEvent.click(screen.getByRole('button', { name: '上移 闭幕酒会' }));
    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存顺序' })).not.toHaveClass('ant-btn-loading'));
    expect(stored.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(namesOnScreen()).toEqual(['开幕式', '闭幕酒会', '高峰论坛']);
    expect(screen.getByText('顺序已调整，保存后生效')).toBeInTheDocument();
  });

  it('counts an unsaved order as an unsaved change until it is saved or undone, so leaving the page asks first', async () => {
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '下移 开幕式' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '撤销调整' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: '下移 开幕式' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
