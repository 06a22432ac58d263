import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../contracts/routes';

/** The namespace of a title key ("exhibitor:route.userInfo" → "exhibitor"). */
export function namespaceOf(titleKey: string): string {
  const separator = titleKey.indexOf(':');
  return separator > 0 ? titleKey.slice(0, separator) : 'common';
}

/** A screen a later release builds: a clear, localised notice inside the layout instead of a blank page. */
export function PendingPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const namespace = namespaceOf(route.titleKey);
  return (
    <Result
      status="info"
      icon={<ToolOutlined style={{ color: '#1f5fbf' }} />}
      title={t(`${namespace}:pending.title`)}
      subTitle={t(`${namespace}:pending.description`, { title: t(route.titleKey) })}
      data-testid="pending-page"
    />
  );
}
