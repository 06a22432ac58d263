import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { Notifier } from '../feedback/notifier';
import { translate } from '../i18n/i18n';

/** What the notifier needs of antd: satisfied by the static `message`/`Modal` and by `App.useApp()`. */
interface AppApi {
  message: Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;
  modal: { confirm(props: ModalFuncProps): unknown };
}

/** The notifier on antd's message and modal APIs. */
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
