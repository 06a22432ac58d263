import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentState } from '../../contracts/content';
import type { ContentActions } from './use-content-actions';

/**
 * A content row's state links: publish or withdraw publication (by status), pin to top or cancel pin
 * (by the pinned flag), delete. All wait while an action runs on the row.
 */
export function ContentStateButtons<T>({ item, actions }: { item: Pick<ContentState, 'id' | 'status' | 'pinned'>; actions: ContentActions<T> }) {
  const { t } = useTranslation();
  const busy = actions.busyId === item.id;
  const published = item.status === 'published';
  return (
    <>
      <Button type="link" size="small" disabled={busy} onClick={() => void actions.changeState(item, published ? 'withdraw' : 'publish')}>
        {t(published ? 'common:button.withdraw' : 'common:button.publish')}
      </Button>
      <Button type="link" size="small" disabled={busy} onClick={() => void actions.changeState(item, item.pinned ? 'unpin' : 'pin')}>
        {t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop')}
      </Button>
      <Button type="link" size="small" danger disabled={busy} onClick={() => void actions.remove(item)}>
        {t('common:button.delete')}
      </Button>
    </>
  );
}
