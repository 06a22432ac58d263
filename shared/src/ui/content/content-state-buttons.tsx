import { useTranslation } from 'react-i18next';
import type { ContentState } from '../../contracts/content';
import { RowActions, type RowActionsProps } from '../list/row-actions';
import type { ContentActions } from './use-content-actions';

type StateItem = Pick<ContentState, 'id' | 'status' | 'pinned'>;

/**
 * A content row's state actions as RowActions takes them: publish or withdraw publication (by status), pin
 * to top or cancel pin (by the pinned flag), delete. All wait while an action runs on the row.
 */
export function useContentStateActions<T>(actions: ContentActions<T>): (item: StateItem) => Pick<RowActionsProps, 'actions' | 'onDelete' | 'busy'> {
  const { t } = useTranslation();
  return (item) => {
    const published = item.status === 'published';
    return {
      busy: actions.busyId === item.id,
      actions: [
        { label: t(published ? 'common:button.withdraw' : 'common:button.publish'), onClick: () => void actions.changeState(item, published ? 'withdraw' : 'publish') },
        { label: t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop'), onClick: () => void actions.changeState(item, item.pinned ? 'unpin' : 'pin') },
      ],
      onDelete: () => void actions.remove(item),
    };
  };
}

/** The state actions of one content row on their own (a row whose other actions are not RowActions). */
export function ContentStateButtons<T>({ item, actions, name = '' }: { item: StateItem; actions: ContentActions<T>; name?: string }) {
  const stateActions = useContentStateActions(actions);
  return <RowActions name={name} size="small" {...stateActions(item)} />;
}
