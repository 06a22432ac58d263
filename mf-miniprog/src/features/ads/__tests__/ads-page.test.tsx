import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ad } from '../../../test-support/miniprog-test-server';
import { EMPTY_DATA, choosePicture, miniprogPageTest, saveAndSeeNewRow, tableRow as row } from '../../../test-support/page-test';
import AdsPage from '../pages/ads-page';

const page = miniprogPageTest(() => ({
  ...EMPTY_DATA,
  ads: [ad(1, { page: 'exhibitors', open_mode: 'download', target_url: 'https://example.com/guide.pdf', click_count: 42 }), ad(2, { enabled: false })],
}));

const renderPage = () => page.open('/advertising/advertising-manage', <AdsPage />, 2);

describe('ads (/advertising/advertising-manage)', () => {
  it('lists the ads with page, open mode, address and clicks, and switches one on and off in the list', async () => {
    await renderPage();
    // page, position, open mode, address and clicks, in the columns' order
    expect(row(1)).toHaveTextContent(/展商列表\s*顶部\s*文件下载\s*https:\/\/example\.com\/guide\.pdf\s*42/);

    const second = within(row(2)!).getByRole('switch', { name: '启用 广告 2' });
    expect(second).not.toBeChecked();
    fireEvent.click(second);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(within(row(2)!).getByRole('switch', { name: '启用 广告 2' })).toBeChecked());
    expect(page.bodiesTo('/admin/miniprog/ad/enable')).toEqual([{ id: 2, enabled: true }]);

    fireEvent.click(within(row(1)!).getByRole('switch', { name: '启用 广告 1' }));
    await waitFor(() => expect(page.bodiesTo('/admin/miniprog/ad/enable')).toEqual([
      { id: 2, enabled: true },
      { id: 1, enabled: false },
    ]));
    await waitFor(() => expect(within(row(1)!).getByRole('switch', { name: '启用 广告 1' })).not.toBeChecked());
  });

  it('creates an ad under the SPEC §5 rules: picture required, address with http or https', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /新增广告/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('链接或下载地址'), { target: { value: 'www.example.com' } });
    fireEvent.click(within(drawer).getByTestId('drawer-form-save'));
    expect(await within(drawer).findByText('请上传广告图片')).toBeInTheDocument();
    expect(await within(drawer).findByText('链接须包含 http:// 或 https://')).toBeInTheDocument();
    expect(page.bodiesTo('/admin/miniprog/ad/save')).toEqual([]);

    choosePicture(drawer, 'ad.png');
    await waitFor(() => expect(within(drawer).queryByText('请上传广告图片')).not.toBeInTheDocument());
    fireEvent.change(within(drawer).getByLabelText('链接或下载地址'), { target: { value: 'https://www.example.com/spring' } });
    await saveAndSeeNewRow(drawer, () => page.current().data.ads!.at(-1)!, 'https://www.example.com/spring');
    expect(page.bodiesTo('/admin/miniprog/ad/save')).toEqual([{ image: '/api/files/2025/ad.png', position: 'top', page: 'home', open_mode: 'link', target_url: 'https://www.example.com/spring', enabled: true }]);
  });

  it('deletes an ad only after the confirmation', async () => {
    await renderPage();
    await page.deletesAfterConfirmation(1, '删除 广告 1', '/admin/miniprog/ad/delete');
    expect(page.current().data.ads!.map((item) => item.id)).toEqual([2]);
  });
});
