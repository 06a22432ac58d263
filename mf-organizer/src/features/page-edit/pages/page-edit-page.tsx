import { Button, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { BANNERS_QUERY_KEY, LOGIN_TEXTS_QUERY_KEY, fetchBanners, fetchLoginTexts } from '../api/page-edit-api';
import { BannerEditor } from '../components/banner-editor';
import { LoadedCard } from '../components/loaded-card';
import { LoginTextsForm } from '../components/login-texts-form';

/**
 * /organizer/page-edit: the banner editor and the login pages' texts and footer links, each saved on its
 * own (leaving with unsaved changes in either asks first). What is saved shows on the login pages of the
 * three client types without a rebuild.
 */
export default function PageEditPage() {
  const { t } = useTranslation();
  const client = usePageQueryClient();
  const banners = useQuery({ queryKey: BANNERS_QUERY_KEY, queryFn: fetchBanners }, client);
  const texts = useQuery({ queryKey: LOGIN_TEXTS_QUERY_KEY, queryFn: fetchLoginTexts }, client);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <LoadedCard title={t('organizer:page-edit.banners.title')} query={banners}>
        {(data) => <BannerEditor initial={data} />}
      </LoadedCard>
      <LoadedCard
        title={t('organizer:page-edit.login.title')}
        query={texts}
        extra={
          <Button type="link" href="/exhibitor_login" target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
            {t('organizer:page-edit.login.open')}
          </Button>
        }
      >
        {(data) => <LoginTextsForm initial={data} />}
      </LoadedCard>
    </Space>
  );
}
