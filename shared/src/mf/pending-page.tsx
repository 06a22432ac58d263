import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../contracts/routes';

/** The namespace of a title key ("exhibitor:route.userInfo" → "exhibitor"). */
export function namespaceOf(titleKey: string): string {
  const separator = titleKey.indexOf(':');
  return separator > 0 ? titleKey.slice(0, separator) : 'common';
}

/** A wrench, drawn inline (this module stays free of the icon package). */
function UnderConstructionIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#1f5fbf" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </svg>
  );
}

/** A screen a later release builds: a clear, localised notice inside the layout instead of a blank page. */
export function PendingPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const namespace = namespaceOf(route.titleKey);
  return (
    <Result
      status="info"
      icon={<UnderConstructionIcon />}
      title={t(`${namespace}:pending.title`)}
      subTitle={t(`${namespace}:pending.description`, { title: t(route.titleKey) })}
      data-testid="pending-page"
    />
  );
}
