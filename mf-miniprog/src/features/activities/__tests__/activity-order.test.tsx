import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activity } from '../../../test-support/miniprog-test-server';
import { EMPTY_DATA, miniprogPageTest } from '../../../test-support/page-test';
import ActivitiesPage from '../pages/activities-page';

const page = miniprogPageTest(() => ({ ...EMPTY_DATA, activities: [activity(1, '开幕式'), activity(2, '新品首发秀'), activity(3, '闭幕酒会')] }));

const orderOnScreen = () => [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) => Number(row.getAttribute('data-row-key')));

describe('concurrent activities in order (/activity/activity-manage)', () => {
  it('moves an activity down and saves the whole new order, which the list then shows', async () => {
    await page.open('/activity/activity-manage', <ActivitiesPage />, 3);
    fireEvent.click(screen.getByRole('button', { name: '下移 开幕式' }));
    expect(orderOnScreen()).toEqual([2, 1, 3]);
    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(page.bodiesTo('/admin/miniprog/activity/sort')).toEqual([{ ids: [2, 1, 3] }]);
    expect(page.current().data.activities.map((item) => [item.id, item.sort])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
    await waitFor(() => expect(screen.queryByText('顺序已调整，保存后生效')).not.toBeInTheDocument());
    expect(orderOnScreen()).toEqual([2, 1, 3]);
  });
});
