import type { ReactNode } from 'react';
import { CATALOGUE_LOCALES, translatorOf } from '../catalogue-texts';
import { otherLocale, pagePath } from '../catalogue-paths';
import { type PageContext, type PageMeta, absoluteUrl } from './page-context';

const HTML_LANG = { 'zh-cn': 'zh-CN', 'en-us': 'en' } as const;
const OG_LOCALE = { 'zh-cn': 'zh_CN', 'en-us': 'en_US' } as const;

/**
 * The document around every catalogue page: title and description, canonical and hreflang alternates,
 * Open Graph tags, the one stylesheet, no script at all.
 */
export function Layout({ ctx, meta, children }: { ctx: PageContext; meta: PageMeta; children: ReactNode }) {
  const { t, locale, origin } = ctx;
  const own = meta.paths[locale];
  const other = otherLocale(locale);
  const otherPath = meta.paths[other] ?? pagePath(other);
  const title = `${meta.title} · ${t('site.name')}`;
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex || ctx.preview ? <meta name="robots" content="noindex" /> : null}
        {own ? <link rel="canonical" href={`${origin}${own}`} /> : null}
        {own
          ? CATALOGUE_LOCALES.filter((each) => meta.paths[each]).map((each) => (
              <link key={each} rel="alternate" hrefLang={HTML_LANG[each]} href={`${origin}${meta.paths[each]}`} />
            ))
          : null}
        {own && meta.paths['zh-cn'] ? <link rel="alternate" hrefLang="x-default" href={`${origin}${meta.paths['zh-cn']}`} /> : null}
        <meta property="og:site_name" content={t('site.name')} />
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {own ? <meta property="og:url" content={`${origin}${own}`} /> : null}
        {meta.image ? <meta property="og:image" content={absoluteUrl(origin, meta.image)} /> : null}
        <meta property="og:locale" content={OG_LOCALE[locale]} />
        {meta.paths[other] ? <meta property="og:locale:alternate" content={OG_LOCALE[other]} /> : null}
        <meta name="twitter:card" content="summary" />
        <link rel="stylesheet" href={ctx.stylesheet} />
      </head>
      <body>
        <a className="skip" href="#main">
          {t('site.skipToContent')}
        </a>
        <header className="site">
          <div className="bar">
            <a className="brand" href={pagePath(locale)}>
              {t('site.name')}
            </a>
            <span className="fair">{t('site.fair')}</span>
            <a className="language" href={otherPath} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]}>
              {translatorOf(other)('site.languageName')}
            </a>
          </div>
        </header>
        {ctx.preview ? (
          <p className="preview" role="status">
            {t('preview.banner')}
          </p>
        ) : null}
        <main id="main">{children}</main>
        <footer className="site">
          <p>
            {t('site.name')} · {t('site.fair')}
          </p>
        </footer>
      </body>
    </html>
  );
}
