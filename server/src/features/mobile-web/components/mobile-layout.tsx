import type { ReactNode } from 'react';
import type { PublicAd, PublicBadge } from '@fair/shared/contracts/miniprog-api';
import { type CatalogueLocale, type Translate, translatorOf } from '../../catalogue';
import { linkHref, mobilePath } from '../mobile-paths';

const HTML_LANG = { 'zh-cn': 'zh-CN', 'en-us': 'en' } as const;

export interface MobileContext {
  locale: CatalogueLocale;
  t: Translate;
  stylesheet: string;
  /** the same page in the other language */
  otherPath: string;
}

/** An ad: a link to its target or its file, counted by the mini-programme itself (not here). */
export function AdSlot({ ads }: { ads: PublicAd[] }) {
  if (!ads.length) return null;
  return (
    <div className="ads">
      {ads.map((ad) => (
        <a key={ad.id} href={ad.target_url} rel="noopener" {...(ad.open_mode === 'download' ? { download: '' } : {})}>
          <img src={ad.image} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  );
}

function Badges({ ctx, badges }: { ctx: MobileContext; badges: PublicBadge[] }) {
  return (
    <>
      {badges.map((badge) => {
        const href = linkHref(ctx.locale, badge.link_type, badge.link);
        const icon = <img src={badge.icon} alt="" />;
        return (
          <div key={badge.id} className={`badge-float ${badge.position.replace('_', '-')}`}>
            {href ? <a href={href}>{icon}</a> : icon}
          </div>
        );
      })}
    </>
  );
}

/** The document around every mobile page: phone viewport, one stylesheet, no script; tab bar at the bottom. */
export function MobileLayout({ ctx, title, badges = [], children }: { ctx: MobileContext; title: string; badges?: PublicBadge[]; children: ReactNode }) {
  const { t, locale } = ctx;
  const other = locale === 'en-us' ? 'zh-cn' : 'en-us';
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${t('mobile.title')}`}</title>
        <link rel="stylesheet" href={ctx.stylesheet} />
      </head>
      <body>
        <header className="m-top">
          <a className="m-brand" href={mobilePath(locale)}>
            {t('site.name')}
          </a>
          <a className="m-language" href={ctx.otherPath} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]}>
            {translatorOf(other)('site.languageName')}
          </a>
        </header>
        <main id="main">{children}</main>
        <Badges ctx={ctx} badges={badges} />
        <nav className="m-tabs" aria-label={t('mobile.title')}>
          <a href={mobilePath(locale)}>{t('mobile.home')}</a>
          <a href={mobilePath(locale, 'exhibitors')}>{t('mobile.exhibitors')}</a>
          <a href={mobilePath(locale, 'activities')}>{t('mobile.activities')}</a>
        </nav>
      </body>
    </html>
  );
}

export function RichHtml({ html }: { html: string }) {
  // the API serves sanitised HTML only (lib/html)
  return <div className="rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Empty({ t }: { t: Translate }) {
  return <p className="m-empty">{t('mobile.noData')}</p>;
}
