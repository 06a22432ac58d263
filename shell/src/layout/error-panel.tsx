import { createRoot } from 'react-dom/client';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '@fair/shared/providers/app-providers';
import type { ErrorPanelRenderer } from '../composition/resilient-app';

/** Shown inside the layout when a remote cannot be loaded or throws; the rest of the shell keeps working. */
export function RemoteErrorPanel({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title ?? t('shell:remote.failed')}
      subTitle={t('shell:remote.failedHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('shell:remote.retry')}
        </Button>
      }
      data-testid="remote-error-panel"
    />
  );
}

/** The panel as its own React root in a child of the application's element (the remote owns the element). */
export const renderRemoteErrorPanel: ErrorPanelRenderer = (element, { retry }) => {
  const host = document.createElement('div');
  element.appendChild(host);
  const root = createRoot(host);
  const remove = () =>
    // Deferred: the retry click that triggers removal is still being handled by this root.
    setTimeout(() => {
      root.unmount();
      host.remove();
    });
  root.render(
    <AppProviders>
      <RemoteErrorPanel onRetry={retry} />
    </AppProviders>,
  );
  return remove;
};
