import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** /organizer/404: where the guard sends an organizer whose authorities lack the route's role key. */
export default function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('organizer:notFound.title')}
      subTitle={t('organizer:notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/organizer/dashboard')}>
          {t('organizer:notFound.home')}
        </Button>
      }
    />
  );
}
