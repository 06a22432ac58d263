import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaceWithParts } from '@fair/locales/messages';
import type { TagItem } from '@fair/shared/contracts/taxonomy';
import { confirmDialog, renderConsolePage, setUpConsolePageTests } from '@fair/shared/test-support/console-page';
import type { Refusal } from '@fair/shared/test-support/portal-refusal';
import ApplicationAreaPage from '../pages/application-area-page';
import { type TaxonomyCall, serveTaxonomy, tag } from './taxonomy-test-server';

// antd tables and drawers under jsdom on a shared 2-core machine take seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const server = setUpConsolePageTests({
  session: { clientType: 'organizer' },
  namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['taxonomy']) },
});
let refusals: Partial<Record<TaxonomyCall, Refusal>>;
let rows: TagItem[];

beforeEach(() => {
  refusals = {};
  rows = [tag(1, '汽车电子', 'Automotive', 4), tag(2, '医疗电子', 'Medical')];
  serveTaxonomy(server, [], rows, refusals);
});

const shownNames = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[0]?.textContent);

describe('application areas (/exhibit/application-area)', () => {
  it('creates an area with the SPEC §5 prompts; a name that exists is refused beside its field (已存在相同的标签。)', async () => {
    renderConsolePage(<ApplicationAreaPage />, { path: '/exhibit/application-area' });
    await waitFor(() => expect(shownNames()).toEqual(['汽车电子', '医疗电子']));
    expect(screen.getAllByText('使用展品数').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /新增应用领域/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请输入应用领域中文名称')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入应用领域英文名称')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '汽车电子' } });
    fireEvent.change(within(drawer).getByLabelText('英文名称'), { target: { value: 'Automotive electronics' } });
    refusals.save = { status: 422, field: 'name_zh', key: 'taxonomy.nameTaken' };
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('已存在相同的标签。')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('中文名称'), { target: { value: '通信设备' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    await waitFor(() => expect(shownNames()).toEqual(['汽车电子', '医疗电子', '通信设备']));
  });

  it('asks before deleting, naming the products that use the area', async () => {
    renderConsolePage(<ApplicationAreaPage />, { path: '/exhibit/application-area' });
    await waitFor(() => expect(shownNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '删除 汽车电子' }));
    const dialog = await confirmDialog('4 个展品使用该项，删除后将从这些展品中移除，其其他选项保留。 此操作将永久删除该数据, 是否继续?');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('数据删除成功')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['医疗电子']));
  });
});
