import { countryName } from '@fair/locales/countries';
import { pick } from '../catalogue-texts';
import { pagePath } from '../catalogue-paths';
import type { CompanyRow, companyContent } from '../catalogue-queries';
import { PlainText, Tags } from './content-parts';
import { Layout } from './layout';
import { type PageContext, type PageMeta, formatDate, safeUrl, summaryOf } from './page-context';

type CompanyContent = Awaited<ReturnType<typeof companyContent>>;

export interface CompanyProps {
  ctx: PageContext;
  company: CompanyRow;
  content: CompanyContent;
  /** false on the English page of a company without English title or introduction (SPEC §1) */
  showProducts: boolean;
}

/** The company's catalogue page: logo, names, introduction, hall and booth, website, QR code, products, news, activities. */
export function CompanyPage({ ctx, company, content, showProducts }: CompanyProps) {
  const { t, locale } = ctx;
  const name = pick(locale, company.name_zh_cn, company.name_en);
  const intro = pick(locale, company.intro_zh, company.intro_en);
  const logo = safeUrl(company.logo);
  const qrCode = safeUrl(company.qr_code);
  const meta: PageMeta = {
    title: name,
    description: summaryOf(intro) || t('site.description'),
    paths: { 'zh-cn': pagePath('zh-cn', 'exhibitors', company.id), 'en-us': pagePath('en-us', 'exhibitors', company.id) },
    image: logo,
    type: 'profile',
  };
  return (
    <Layout ctx={ctx} meta={meta}>
      <article className="company">
        <CompanyHead ctx={ctx} company={company} name={name} logo={logo} />
        <CompanyFacts ctx={ctx} company={company} />
        <section>
          <h2>{t('company.intro')}</h2>
          <PlainText text={intro} />
        </section>
        <Tags label={t('company.categories')} names={content.categories.map((row) => pick(locale, row.name_zh, row.name_en))} />
        <Tags label={t('company.areas')} names={content.areas.map((row) => pick(locale, row.name_zh, row.name_en))} />
        {qrCode ? (
          <figure className="qr">
            <img src={qrCode} alt={t('company.qrCodeAlt', { name })} width={160} height={160} loading="lazy" />
            <figcaption>{t('company.qrCode')}</figcaption>
          </figure>
        ) : null}
        {showProducts ? <CompanyProducts ctx={ctx} products={content.products} /> : null}
        <CompanyNews ctx={ctx} news={content.news} />
        <CompanyActivities ctx={ctx} activities={content.activities} />
      </article>
    </Layout>
  );
}

/** Logo and name, with the name in the other language below when there is one. */
function CompanyHead({ ctx, company, name, logo }: { ctx: PageContext; company: CompanyRow; name: string; logo: string | undefined }) {
  const { t, locale } = ctx;
  const otherName = locale === 'en-us' ? (name === company.name_zh_cn ? '' : company.name_zh_cn) : company.name_en;
  return (
    <header className="company-head">
      {logo ? <img className="logo" src={logo} alt={t('company.logoAlt', { name })} width={120} height={120} /> : null}
      <div>
        <h1>{name}</h1>
        {otherName ? (
          <p className="other-name" lang={locale === 'en-us' ? 'zh-CN' : 'en'}>
            {otherName}
          </p>
        ) : null}
      </div>
    </header>
  );
}

/** Hall and booth, country, exhibitor types and website, each only when known. */
function CompanyFacts({ ctx, company }: { ctx: PageContext; company: CompanyRow }) {
  const { t, locale } = ctx;
  const website = company.website && /^https?:\/\//i.test(company.website.trim()) ? company.website.trim() : undefined;
  const hall = company.hall_zh === null ? '' : pick(locale, company.hall_zh, company.hall_en ?? '');
  return (
    <dl className="facts">
      {hall || company.booth ? (
        <>
          <dt>{t('company.hallBooth')}</dt>
          <dd>{[hall, company.booth].filter(Boolean).join(' · ')}</dd>
        </>
      ) : null}
      {company.country ? (
        <>
          <dt>{t('company.country')}</dt>
          <dd>{countryName(company.country, locale) ?? company.country}</dd>
        </>
      ) : null}
      <dt>{t('company.type')}</dt>
      <dd>{company.exhibitor_types.map((type) => t(`exhibitorType.${type}`)).join(' · ')}</dd>
      {website ? (
        <>
          <dt>{t('company.website')}</dt>
          <dd>
            <a href={website} rel="noopener noreferrer nofollow" target="_blank">
              {website}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The published products, linked to their pages. */
function CompanyProducts({ ctx, products }: { ctx: PageContext; products: CompanyContent['products'] }) {
  const { t, locale } = ctx;
  return (
    <section>
      <h2>{t('company.products')}</h2>
      {products.length === 0 ? (
        <p className="empty">{t('company.noProducts')}</p>
      ) : (
        <ul className="products">
          {products.map((product) => {
            const image = safeUrl(product.image);
            return (
              <li key={product.id}>
                <a href={pagePath(locale, 'products', product.id)}>
                  {image ? <img src={image} alt="" width={160} height={160} loading="lazy" /> : <span className="image-placeholder" aria-hidden="true" />}
                  <span>{pick(locale, product.name_zh, product.name_en)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The published news, newest first, with their dates. */
function CompanyNews({ ctx, news }: { ctx: PageContext; news: CompanyContent['news'] }) {
  const { t, locale } = ctx;
  return (
    <section>
      <h2>{t('company.news')}</h2>
      {news.length === 0 ? (
        <p className="empty">{t('company.noNews')}</p>
      ) : (
        <ul className="links">
          {news.map((item) => (
            <li key={item.id}>
              <a href={pagePath(locale, 'news', item.id)}>{pick(locale, item.title_zh, item.title_en)}</a>
              <span className="muted"> {formatDate(item.published_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The booth activities, with their places. */
function CompanyActivities({ ctx, activities }: { ctx: PageContext; activities: CompanyContent['activities'] }) {
  const { t, locale } = ctx;
  return (
    <section>
      <h2>{t('company.activities')}</h2>
      {activities.length === 0 ? (
        <p className="empty">{t('company.noActivities')}</p>
      ) : (
        <ul className="links">
          {activities.map((item) => {
            const location = pick(locale, item.location_zh, item.location_en);
            return (
              <li key={item.id}>
                <a href={pagePath(locale, 'activities', item.id)}>{pick(locale, item.title_zh, item.title_en)}</a>
                {location ? <span className="muted"> {t('item.location', { location })}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
