import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '@fair/locales/locales';
import { changeLocale } from '@fair/shared/i18n/change-locale';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { FairIllustration } from './fair-illustration';
import { LoginBanners } from './login-banners';
import { useLoginPageTexts, useRefreshLoginPage } from './login-page-texts';
import { LOGIN_CSS } from './login-styles';

/**
 * The frame of the public screens (login, forgotten password): the fair's hero, the language selector,
 * a card with the title, the copyright line and footer links. The headline, copyright, links and banners
 * are the organizer's (page edit) where set. Plain elements: the login path downloads no antd.
 */
export function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  useRefreshLoginPage();
  const page = useLoginPageTexts();

  useEffect(() => {
    document.title = `${title} - ${t('shell:layout.titleSuffix')}`;
  }, [title, t]);

  return (
    <div className="fair-login">
      <style>{LOGIN_CSS}</style>
      <section className="fair-login-hero">
        <div className="fair-login-hero-text">
          <div className="fair-login-fair-name">{page.title}</div>
          <div className="fair-login-fair-dates">{t('shell:login.fairDates')}</div>
          <div className="fair-login-fair-venue">{t('shell:login.fairVenue')}</div>
          <p className="fair-login-slogan">{t('shell:login.fairSlogan')}</p>
        </div>
        {page.banners.length > 0 ? <LoginBanners banners={page.banners} /> : <FairIllustration />}
      </section>
      <main className="fair-login-panel">
        <div className="fair-login-language">
          <label htmlFor={`${ids}-locale`}>{t('shell:login.language')}</label>
          <select
            id={`${ids}-locale`}
            value={locale}
            onChange={(event) => isLocale(event.target.value) && void changeLocale(event.target.value)}
          >
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {t(`common:locale.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="fair-login-card">
          <h1 className="fair-login-title">{title}</h1>
          {children}
        </div>
        <footer className="fair-login-copyright">
          {page.links.length > 0 && (
            <nav className="fair-login-footer-links" aria-label={t('shell:login.footerLinks')}>
              {page.links.map((link) => (
                <a key={`${link.url}|${link.label}`} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              ))}
            </nav>
          )}
          <div>{page.copyright}</div>
        </footer>
      </main>
    </div>
  );
}
