import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '@fair/shared/providers/app-providers';

function ErrorContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unauthorized = useLocation().pathname === '/401';
  const code = unauthorized ? '401' : '404';
  useEffect(() => {
    document.title = `${code} - ${t('shell:layout.titleSuffix')}`;
  }, [code, t]);
  return (
    <Result
      status={unauthorized ? '403' : '404'}
      title={code}
      subTitle={t(unauthorized ? 'shell:error.unauthorized' : 'shell:error.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('shell:error.home')}
        </Button>
      }
      style={{ paddingTop: '12vh' }}
    />
  );
}

/** SPEC §2 /404 and /401 (unknown paths land on /404). */
export default function ErrorPage() {
  return (
    <AppProviders>
      <ErrorContent />
    </AppProviders>
  );
}
