import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { badge } from '../../../test-support/miniprog-test-server';
import { EMPTY_DATA, choosePicture, miniprogPageTest, saveAndSeeNewRow, tableRow as row } from '../../../test-support/page-test';
import BadgesPage from '../pages/badges-page';

const page = miniprogPageTest(() => ({
  ...EMPTY_DATA,
  badges: [badge(1, '展位导航', { position: 'left_middle' }), badge(2, '观众登记', { enabled: false, link_type: 'url', link: 'https://example.com/register' })],
}));

const renderPage = () => page.open('/buoy/buoy-manage', <BadgesPage />, 2);

describe('floating badges (/buoy/buoy-manage)', () => {
  it('lists the badges with page, corner, target and state, and switches one on and off in the list', async () => {
    await renderPage();
    const first = row(1)!;
    expect(within(first).getByText('展位导航')).toBeInTheDocument();
    expect(within(first).getByText('左侧居中')).toBeInTheDocument();
    expect(within(first).getByText('展示中')).toBeInTheDocument();
    expect(within(row(2)!).getByText('https://example.com/register', { exact: false })).toBeInTheDocument();

    fireEvent.click(within(row(2)!).getByRole('switch', { name: '启用 观众登记' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(within(row(2)!).getByRole('switch', { name: '启用 观众登记' })).toBeChecked());
    fireEvent.click(within(row(1)!).getByRole('switch', { name: '启用 展位导航' }));
    await waitFor(() => expect(within(row(1)!).getByRole('switch', { name: '启用 展位导航' })).not.toBeChecked());
    expect(page.bodiesTo('/admin/miniprog/badge/enable')).toEqual([
      { id: 2, enabled: true },
      { id: 1, enabled: false },
    ]);
  });

  it('creates a badge: name, icon and page path are required', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /新增浮标/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('名称不能为空')).toBeInTheDocument();
    expect(await within(drawer).findByText('此项为必填项')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入链接地址')).toBeInTheDocument();
    expect(page.bodiesTo('/admin/miniprog/badge/save')).toEqual([]);

    fireEvent.change(within(drawer).getByLabelText('浮标名称'), { target: { value: '展商名录' } });
    choosePicture(drawer, 'badge.png');
    await waitFor(() => expect(within(drawer).queryByText('此项为必填项')).not.toBeInTheDocument());
    fireEvent.change(within(drawer).getByLabelText('小程序页面路径'), { target: { value: '/pages/exhibitor/list' } });
    await saveAndSeeNewRow(drawer, () => page.current().data.badges!.at(-1)!, '展商名录');
    expect(page.bodiesTo('/admin/miniprog/badge/save')).toEqual([
      { name: '展商名录', icon: '/api/files/2025/badge.png', link_type: 'page', link: '/pages/exhibitor/list', page: 'home', position: 'right_bottom', enabled: true, starts_at: null, ends_at: null },
    ]);
  });

  it('deletes a badge only after the confirmation', async () => {
    await renderPage();
    await page.deletesAfterConfirmation(2, '删除 观众登记', '/admin/miniprog/badge/delete');
    expect(page.current().data.badges!.map((item) => item.id)).toEqual([1]);
  });
});
