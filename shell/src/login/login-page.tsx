import { useEffect, useState } from 'react';
// Components by path, not from "antd": the shared antd module is never tree-shaken, and the login path
// must stay light. These are the same module files the shared antd uses, so nothing is loaded twice.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOCALES, type Locale } from '@fair/locales/locales';
import type { ClientType } from '@fair/shared/access/client-types';
import { ApiError } from '@fair/shared/api/api-error';
import { changeLocale } from '@fair/shared/i18n/change-locale';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { appTheme } from '@fair/shared/providers/theme';
import { login } from '@fair/shared/session/auth-actions';
import { useSessionStore } from '@fair/shared/session/session-store';
import { loginClientType } from '../routing/login-routes';
import { FairIllustration } from './fair-illustration';
import { loginStyles as styles, LOGIN_CSS } from './login-styles';

interface LoginFields {
  user_name: string;
  password: string;
  remember: boolean;
}

/** Which localised text explains a failed login (SPEC §8: the server's own message is not shown). */
export function loginFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'response') return 'shell:login.unreachable';
  if (error instanceof ApiError && error.code === 429) return 'shell:login.throttled';
  return 'shell:login.failed';
}

/**
 * SPEC §2 login screen. After a successful login the guards send the user on (the redirect parameter,
 * else the client type's dashboard), so this page only logs in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = useLocale();
  const current = useSessionStore((state) => state.clientType) ?? 'exhibitor';
  const clientType: ClientType = loginClientType(pathname, current);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const title = t(`shell:login.title.${clientType}`);

  useEffect(() => {
    document.title = `${title} - ${t('shell:layout.titleSuffix')}`;
  }, [title, t]);

  const submit = async ({ user_name, password, remember }: LoginFields) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await login({ user_name, password, clientType, remember });
    } catch (error) {
      setFailure(loginFailureKey(error));
      setSubmitting(false);
    }
  };

  return (
    <ConfigProvider theme={appTheme}>
      <style>{LOGIN_CSS}</style>
      <div style={styles.page} className="fair-login">
        <section style={styles.hero} className="fair-login-hero">
          <div style={styles.heroText}>
            <div style={styles.fairName}>{t('shell:login.fairName')}</div>
            <div style={styles.fairDates}>{t('shell:login.fairDates')}</div>
            <div style={styles.fairVenue}>{t('shell:login.fairVenue')}</div>
            <p style={styles.slogan}>{t('shell:login.fairSlogan')}</p>
          </div>
          <FairIllustration />
        </section>
        <main style={styles.panel}>
          <div style={styles.languageRow}>
            <Select<Locale>
              aria-label={t('shell:login.language')}
              value={locale}
              style={{ width: 132 }}
              onChange={(next) => void changeLocale(next)}
              options={LOCALES.map((value) => ({ value, label: t(`common:locale.${value}`) }))}
            />
          </div>
          <div style={styles.card}>
            <h1 style={styles.title}>{title}</h1>
            {failure && <Alert type="error" showIcon title={t(failure)} style={{ marginBottom: 16 }} />}
            <Form<LoginFields> layout="vertical" requiredMark={false} initialValues={{ remember: false }} onFinish={submit} size="large">
              <Form.Item
                name="user_name"
                label={t('shell:login.userName')}
                rules={[{ required: true, whitespace: true, message: t('common:validation.userNameRequired') }]}
              >
                <Input autoComplete="username" placeholder={t('shell:login.userNamePlaceholder')} />
              </Form.Item>
              <Form.Item name="password" label={t('shell:login.password')} rules={[{ required: true, message: t('common:validation.passwordRequired') }]}>
                <Input.Password autoComplete="current-password" placeholder={t('shell:login.passwordPlaceholder')} />
              </Form.Item>
              <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
                <Checkbox>{t('shell:login.remember')}</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {t('shell:login.submit')}
              </Button>
            </Form>
            <p style={styles.hint}>{t('shell:login.forgot')}</p>
            <p style={styles.hint}>{t('shell:login.otherProduct')}</p>
          </div>
          <footer style={styles.copyright}>{t('shell:login.copyright')}</footer>
        </main>
      </div>
    </ConfigProvider>
  );
}
