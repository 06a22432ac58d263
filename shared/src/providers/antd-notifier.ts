import type { useAppProps } from 'antd/es/app/context';
import type { Notifier } from '../feedback/notifier';
import { translate } from '../i18n/i18n';

type AppApi = Pick<useAppProps, 'message' | 'modal'>;

/** The notifier on antd's App message and modal APIs (themed, localised, inside the React tree). */
export function createAntdNotifier({ message, modal }: AppApi): Notifier {
  return {
    error: (content, duration) => void message.error(content, duration),
    warning: (content, duration) => void message.warning(content, duration),
    success: (content, duration) => void message.success(content, duration),
    info: (content, duration) => void message.info(content, duration),
    confirm: ({ title, content, okText, cancelText }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: title ?? translate('dialog.title'),
          content,
          okText: okText ?? translate('dialog.confirm'),
          cancelText: cancelText ?? translate('dialog.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  };
}
