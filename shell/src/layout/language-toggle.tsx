import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@fair/shared/i18n/change-locale';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { useToggleLock } from '@fair/shared/ui/toggle-lock';

/** Exhibitor header toggle between Chinese and English, locked for 1 s after each press (SPEC §4). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { locked, run } = useToggleLock();
  const next = locale === 'en-us' ? 'zh-cn' : 'en-us';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      disabled={locked}
      aria-label={t('shell:layout.toggleLanguage')}
      onClick={() => run(() => void changeLocale(next))}
    >
      {next === 'en-us' ? t('shell:layout.english') : t('shell:layout.chinese')}
    </Button>
  );
}
