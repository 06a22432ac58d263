import type {
  PublicActivityCard,
  PublicActivityDetail,
  PublicAd,
  PublicBadge,
  PublicExhibitorCard,
  PublicExhibitorDetail,
  PublicFilters,
  PublicHome,
  PublicPage,
  PublicPopup,
  PublicProductCard,
  PublicProductDetail,
  PublicTerms,
  PublicTermsVersions,
} from '@fair/shared/contracts/miniprog-api';
import type { MiniprogHomeSection } from '@fair/shared/contracts/miniprog';
import { fairMinute } from '../../../lib/time/fair-day';
import { exhibitorProductsPath, linkHref, mobilePath } from '../mobile-paths';
import { AdSlot, Empty, type MobileContext, MobileLayout, RichHtml } from './mobile-layout';

export interface Decorations {
  ads: PublicAd[];
  badges: PublicBadge[];
}

const when = (starts: string, ends: string | null) => (ends ? `${fairMinute(new Date(starts))} – ${fairMinute(new Date(ends))}` : fairMinute(new Date(starts)));

function ExhibitorCards({ ctx, list }: { ctx: MobileContext; list: PublicExhibitorCard[] }) {
  return (
    <ul className="m-cards">
      {list.map((company) => (
        <li key={company.id}>
          <a href={mobilePath(ctx.locale, 'exhibitors', company.id)}>
            {company.logo ? <img src={company.logo} alt="" loading="lazy" /> : <span className="m-logo-placeholder" aria-hidden="true" />}
            <span className="m-card-text">
              <strong>{company.name}</strong>
              <small>{[company.hall, company.booth].filter(Boolean).join(' · ')}</small>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProductTiles({ ctx, list }: { ctx: MobileContext; list: PublicProductCard[] }) {
  return (
    <ul className="m-tiles">
      {list.map((product) => (
        <li key={product.id}>
          <a href={mobilePath(ctx.locale, 'products', product.id)}>
            <img src={product.image} alt="" loading="lazy" />
            <span>{product.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ActivityList({ ctx, list }: { ctx: MobileContext; list: PublicActivityCard[] }) {
  return (
    <ul className="m-cards">
      {list.map((activity) => (
        <li key={activity.id}>
          <a href={mobilePath(ctx.locale, 'activities', activity.id)}>
            {activity.image ? <img src={activity.image} alt="" loading="lazy" /> : null}
            <span className="m-card-text">
              <strong>{activity.title}</strong>
              <small>{when(activity.starts_at, activity.ends_at)}</small>
              <small>{activity.place}</small>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The first popup still due for this visitor; closing it is a label for a checkbox (no script). */
function Popup({ ctx, popup }: { ctx: MobileContext; popup: PublicPopup | undefined }) {
  if (!popup) return null;
  const href = linkHref(ctx.locale, popup.link_type, popup.link);
  const image = <img src={popup.image} alt="" />;
  return (
    <>
      <input type="checkbox" id="m-popup-close" className="m-popup-toggle" />
      <div className="m-popup" role="dialog" aria-modal="true" aria-label={ctx.t('mobile.title')} data-popup={popup.id}>
        <div className="m-popup-box">
          {href ? <a href={href}>{image}</a> : image}
          <label htmlFor="m-popup-close" className="m-popup-close">
            {ctx.t('mobile.close')}
          </label>
        </div>
      </div>
    </>
  );
}

/**
 * One block of the home, placed where the admin's block order puts it. The search box belongs to the
 * banners (right under them), so it moves with them.
 */
function HomeBlock({ ctx, home, block }: { ctx: MobileContext; home: PublicHome; block: MiniprogHomeSection }) {
  const { t, locale } = ctx;
  switch (block) {
    case 'banner':
      return (
        <>
          {home.banners.length ? (
            <div className="m-banners" aria-label={t('mobile.home')} data-block="banner">
              {home.banners.map((banner) => {
                const href = linkHref(locale, banner.link_type, banner.link);
                const image = <img src={banner.image} alt={banner.title} />;
                return (
                  <figure key={banner.id}>
                    {href ? <a href={href}>{image}</a> : image}
                    {banner.title ? <figcaption>{banner.title}</figcaption> : null}
                  </figure>
                );
              })}
            </div>
          ) : null}
          <form className="m-search" action={mobilePath(locale, 'exhibitors')} method="get" role="search">
            <input type="search" name="q" placeholder={t('mobile.search')} aria-label={t('mobile.search')} maxLength={100} />
            <button type="submit">{t('mobile.searchButton')}</button>
          </form>
        </>
      );
    case 'quick_entry':
      return home.quick_entries.length ? (
        <nav className="m-entries" aria-label={t('mobile.quickEntries')} data-block="quick_entry">
          {home.quick_entries.map((entry) => (
            <a key={entry.id} href={linkHref(locale, entry.link_type, entry.link) ?? mobilePath(locale)}>
              <img src={entry.image} alt="" />
              <span>{entry.title}</span>
            </a>
          ))}
        </nav>
      ) : null;
    case 'exhibitor':
      return (
        <section data-block="exhibitor">
          <h2>
            {t('mobile.featuredExhibitors')} <a href={mobilePath(locale, 'exhibitors')}>{t('mobile.more')}</a>
          </h2>
          {home.exhibitors.length ? <ExhibitorCards ctx={ctx} list={home.exhibitors} /> : <Empty t={t} />}
        </section>
      );
    case 'product':
      return home.products.length ? (
        <section data-block="product">
          <h2>{t('mobile.featuredProducts')}</h2>
          <ProductTiles ctx={ctx} list={home.products} />
        </section>
      ) : null;
    case 'activity':
      return (
        <section data-block="activity">
          <h2>
            {t('mobile.featuredActivities')} <a href={mobilePath(locale, 'activities')}>{t('mobile.more')}</a>
          </h2>
          {home.activities.length ? <ActivityList ctx={ctx} list={home.activities} /> : <Empty t={t} />}
        </section>
      );
  }
}

export function HomePage({ ctx, home, popup, decorations }: { ctx: MobileContext; home: PublicHome; popup?: PublicPopup; decorations: Decorations }) {
  const { t, locale } = ctx;
  const top = decorations.ads.filter((ad) => ad.position === 'top');
  const rest = decorations.ads.filter((ad) => ad.position !== 'top');
  return (
    <MobileLayout ctx={ctx} title={t('mobile.home')} badges={decorations.badges}>
      <AdSlot ads={top} />
      {home.blocks.map((block) => (
        <HomeBlock key={block} ctx={ctx} home={home} block={block} />
      ))}
      <AdSlot ads={rest} />
      <p className="m-legal">
        <a href={mobilePath(locale, 'terms', 'user_notice')}>{t('mobile.userNotice')}</a> · <a href={mobilePath(locale, 'terms', 'privacy')}>{t('mobile.privacy')}</a>
      </p>
      <Popup ctx={ctx} popup={popup} />
    </MobileLayout>
  );
}

function Pager({ ctx, page, base }: { ctx: MobileContext; page: PublicPage<unknown>; base: URLSearchParams }) {
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  if (pages <= 1) return null;
  const at = (n: number) => {
    const query = new URLSearchParams(base);
    query.set('page', String(n));
    return `?${query.toString()}`;
  };
  return (
    <nav className="m-pager">
      {page.page > 1 ? <a href={at(page.page - 1)}>{ctx.t('mobile.previous')}</a> : <span />}
      <span>{ctx.t('mobile.page', { page: page.page, pages })}</span>
      {page.page < pages ? <a href={at(page.page + 1)}>{ctx.t('mobile.next')}</a> : <span />}
    </nav>
  );
}

export function DirectoryPage(props: { ctx: MobileContext; page: PublicPage<PublicExhibitorCard>; filters: PublicFilters; q: string; hall?: number; decorations: Decorations }) {
  const { ctx, page, filters, q, hall, decorations } = props;
  const { t, locale } = ctx;
  const base = new URLSearchParams();
  if (q) base.set('q', q);
  if (hall) base.set('hall', String(hall));
  return (
    <MobileLayout ctx={ctx} title={t('mobile.exhibitors')} badges={decorations.badges}>
      <h1>{t('mobile.exhibitors')}</h1>
      <form className="m-search" action={mobilePath(locale, 'exhibitors')} method="get" role="search">
        <input type="search" name="q" defaultValue={q} placeholder={t('mobile.search')} aria-label={t('mobile.search')} maxLength={100} />
        <select name="hall" defaultValue={hall ? String(hall) : ''} aria-label={t('mobile.hall')}>
          <option value="">{t('mobile.allHalls')}</option>
          {filters.halls.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
        <button type="submit">{t('mobile.searchButton')}</button>
      </form>
      <AdSlot ads={decorations.ads} />
      {page.list.length ? <ExhibitorCards ctx={ctx} list={page.list} /> : <Empty t={t} />}
      <Pager ctx={ctx} page={page} base={base} />
    </MobileLayout>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function ExhibitorPage({ ctx, company, decorations }: { ctx: MobileContext; company: PublicExhibitorDetail; decorations: Decorations }) {
  const { t } = ctx;
  return (
    <MobileLayout ctx={ctx} title={company.name} badges={decorations.badges}>
      <article className="m-item">
        <header className="m-company">
          {company.logo ? <img src={company.logo} alt="" /> : null}
          <h1>{company.name}</h1>
        </header>
        <dl className="m-facts">
          <Fact label={t('mobile.hall')} value={company.hall} />
          <Fact label={t('mobile.booth')} value={company.booth} />
          <Fact label={t('mobile.boothArea')} value={company.booth_area ? t('mobile.squareMetres', { area: company.booth_area }) : null} />
          <Fact label={t('mobile.categories')} value={company.categories.map((each) => each.name).join('、')} />
          <Fact label={t('mobile.areas')} value={company.areas.map((each) => each.name).join('、')} />
        </dl>
        {company.website ? (
          <p>
            {t('mobile.website')}: <a href={company.website} rel="noopener nofollow">{company.website}</a>
          </p>
        ) : null}
        {company.intro ? (
          <>
            <h2>{t('mobile.intro')}</h2>
            <p className="m-text">{company.intro}</p>
          </>
        ) : null}
        {company.products.length ? (
          <>
            <h2>{t('mobile.products')}</h2>
            <ProductTiles ctx={ctx} list={company.products} />
            {company.product_total > company.products.length ? (
              <p className="m-more">
                <a href={exhibitorProductsPath(ctx.locale, company.id)}>{t('mobile.allProductsLink', { total: company.product_total })}</a>
              </p>
            ) : null}
          </>
        ) : null}
        {company.activities.length ? (
          <>
            <h2>{t('mobile.boothActivities')}</h2>
            <ul>
              {company.activities.map((activity) => (
                <li key={activity.id}>
                  {activity.title}
                  {activity.place ? ` · ${activity.place}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
      <AdSlot ads={decorations.ads} />
    </MobileLayout>
  );
}

/** Every product of one company, a page at a time (its detail page shows the first page only). */
export function ExhibitorProductsPage({ ctx, company, page, decorations }: { ctx: MobileContext; company: PublicExhibitorDetail; page: PublicPage<PublicProductCard>; decorations: Decorations }) {
  const { t, locale } = ctx;
  return (
    <MobileLayout ctx={ctx} title={`${t('mobile.allProducts')} · ${company.name}`} badges={decorations.badges}>
      <p className="m-back">
        <a href={mobilePath(locale, 'exhibitors', company.id)}>{t('item.backToCompany', { name: company.name })}</a>
      </p>
      <h1>{t('mobile.allProducts')}</h1>
      {page.total ? <p className="m-count">{t('mobile.productCount', { total: page.total })}</p> : null}
      <AdSlot ads={decorations.ads} />
      {page.list.length ? <ProductTiles ctx={ctx} list={page.list} /> : <Empty t={t} />}
      <Pager ctx={ctx} page={page} base={new URLSearchParams()} />
    </MobileLayout>
  );
}

export function ProductPage({ ctx, product, decorations }: { ctx: MobileContext; product: PublicProductDetail; decorations: Decorations }) {
  const { t, locale } = ctx;
  return (
    <MobileLayout ctx={ctx} title={product.name} badges={decorations.badges}>
      <article className="m-item">
        <img className="m-product-image" src={product.image} alt={product.name} />
        <h1>{product.name}</h1>
        <p>
          {t('mobile.exhibitor')}: <a href={mobilePath(locale, 'exhibitors', product.exhibitor_id)}>{product.exhibitor_name}</a>
        </p>
        <dl className="m-facts">
          <Fact label={t('mobile.categories')} value={product.categories.map((each) => each.name).join('、')} />
          <Fact label={t('mobile.areas')} value={product.areas.map((each) => each.name).join('、')} />
          <Fact label={t('mobile.attributes')} value={product.attributes.map((each) => each.name).join('、')} />
        </dl>
        {product.intro ? <p className="m-text">{product.intro}</p> : null}
      </article>
      <AdSlot ads={decorations.ads} />
    </MobileLayout>
  );
}

export function ActivitiesPage({ ctx, page, decorations }: { ctx: MobileContext; page: PublicPage<PublicActivityCard>; decorations: Decorations }) {
  const { t } = ctx;
  return (
    <MobileLayout ctx={ctx} title={t('mobile.activities')} badges={decorations.badges}>
      <h1>{t('mobile.activities')}</h1>
      <AdSlot ads={decorations.ads} />
      {page.list.length ? <ActivityList ctx={ctx} list={page.list} /> : <Empty t={t} />}
      <Pager ctx={ctx} page={page} base={new URLSearchParams()} />
    </MobileLayout>
  );
}

export function ActivityPage({ ctx, activity, decorations }: { ctx: MobileContext; activity: PublicActivityDetail; decorations: Decorations }) {
  const { t } = ctx;
  return (
    <MobileLayout ctx={ctx} title={activity.title} badges={decorations.badges}>
      <article className="m-item">
        {activity.image ? <img className="m-product-image" src={activity.image} alt="" /> : null}
        <h1>{activity.title}</h1>
        <dl className="m-facts">
          <Fact label={t('mobile.time')} value={when(activity.starts_at, activity.ends_at)} />
          <Fact label={t('mobile.place')} value={activity.place} />
        </dl>
        <RichHtml html={activity.content} />
      </article>
    </MobileLayout>
  );
}

export function TermsPage({ ctx, terms, versions }: { ctx: MobileContext; terms: PublicTerms; versions: PublicTermsVersions }) {
  const { t, locale } = ctx;
  const older = versions.list.filter((each) => each.version !== terms.version);
  return (
    <MobileLayout ctx={ctx} title={terms.title}>
      <article className="m-item">
        <h1>{terms.title}</h1>
        <p className="m-version">
          {t('mobile.version', { version: terms.version })}
          {terms.current ? ` · ${t('mobile.current')}` : ''}
        </p>
        <RichHtml html={terms.content} />
        {older.length ? (
          <>
            <h2>{t('mobile.olderVersions')}</h2>
            <ul>
              {older.map((each) => (
                <li key={each.version}>
                  <a href={`${mobilePath(locale, 'terms', terms.kind)}/versions/${each.version}`}>
                    {t('mobile.version', { version: each.version })} · {each.title}
                  </a>
                  {each.current ? ` · ${t('mobile.current')}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
    </MobileLayout>
  );
}

export function MobileNotFound({ ctx }: { ctx: MobileContext }) {
  const { t, locale } = ctx;
  return (
    <MobileLayout ctx={ctx} title={t('mobile.notFound')}>
      <h1>{t('mobile.notFound')}</h1>
      <p>
        <a href={mobilePath(locale)}>{t('mobile.backHome')}</a>
      </p>
    </MobileLayout>
  );
}
