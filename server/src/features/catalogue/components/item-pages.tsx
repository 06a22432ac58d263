import type { ReactNode } from 'react';
import type { activities } from '../../../db/schema/activities';
import type { news } from '../../../db/schema/news';
import type { products } from '../../../db/schema/products';
import { pick } from '../catalogue-texts';
import { type ItemKind, pagePath } from '../catalogue-paths';
import type { CompanyRow, productLinks } from '../catalogue-queries';
import { PlainText, RichText, Tags } from './content-parts';
import { Layout } from './layout';
import { type PageContext, type PageMeta, formatDate, safeUrl, summaryOf } from './page-context';

interface ItemShell {
  ctx: PageContext;
  company: CompanyRow;
  kind: ItemKind;
  id: number;
  title: string;
  description: string;
  draft: boolean;
  /** languages the page exists in (a product of a company without English has no English page) */
  languages: readonly ('zh-cn' | 'en-us')[];
  image?: string | null;
  notice?: string;
  children: ReactNode;
}

function ItemLayout({ ctx, company, kind, id, title, description, draft, languages, image, notice, children }: ItemShell) {
  const { t, locale } = ctx;
  const companyName = pick(locale, company.name_zh_cn, company.name_en);
  const meta: PageMeta = {
    title: `${title} · ${companyName}`,
    description: summaryOf(description) || title,
    paths: Object.fromEntries(languages.map((language) => [language, pagePath(language, kind, id)])),
    image: image ?? company.logo,
    type: kind === 'products' ? 'product' : 'article',
  };
  return (
    <Layout ctx={ctx} meta={meta}>
      <article className="item">
        <p className="crumb">
          <a href={pagePath(locale, 'exhibitors', company.id)}>{t('item.backToCompany', { name: companyName })}</a>
        </p>
        {notice ? <p className="notice">{notice}</p> : null}
        <h1>
          {title}
          {draft ? <span className="badge">{t('preview.draft')}</span> : null}
        </h1>
        {children}
      </article>
    </Layout>
  );
}

export function ProductPage(props: {
  ctx: PageContext;
  company: CompanyRow;
  product: typeof products.$inferSelect;
  links: Awaited<ReturnType<typeof productLinks>>;
  languages: readonly ('zh-cn' | 'en-us')[];
  notice?: string;
}) {
  const { ctx, company, product, links } = props;
  const { t, locale } = ctx;
  const name = pick(locale, product.name_zh, product.name_en);
  const intro = pick(locale, product.intro_zh, product.intro_en);
  const image = safeUrl(product.image);
  const names = (rows: { name_zh: string; name_en: string }[]) => rows.map((row) => pick(locale, row.name_zh, row.name_en));
  return (
    <ItemLayout
      ctx={ctx}
      company={company}
      kind="products"
      id={product.id}
      title={name}
      description={intro}
      draft={product.status === 'draft'}
      languages={props.languages}
      image={image}
      notice={props.notice}
    >
      <div className="product">
        {image ? <img className="product-image" src={image} alt={name} width={300} height={300} /> : null}
        <div>
          <h2>{t('product.intro')}</h2>
          <PlainText text={intro} />
          <Tags label={t('product.categories')} names={names(links.categories)} />
          <Tags label={t('product.areas')} names={names(links.areas)} />
          <Tags label={t('product.attributes')} names={names(links.attributes)} />
        </div>
      </div>
    </ItemLayout>
  );
}

export function NewsPage({ ctx, company, item }: { ctx: PageContext; company: CompanyRow; item: typeof news.$inferSelect }) {
  const { t, locale } = ctx;
  const content = pick(locale, item.content_zh, item.content_en);
  return (
    <ItemLayout
      ctx={ctx}
      company={company}
      kind="news"
      id={item.id}
      title={pick(locale, item.title_zh, item.title_en)}
      description={content}
      draft={item.status === 'draft'}
      languages={['zh-cn', 'en-us']}
    >
      {item.published_at ? <p className="muted">{t('item.published', { date: formatDate(item.published_at) })}</p> : null}
      <RichText html={content} />
    </ItemLayout>
  );
}

export function ActivityPage({ ctx, company, item }: { ctx: PageContext; company: CompanyRow; item: typeof activities.$inferSelect }) {
  const { t, locale } = ctx;
  const content = pick(locale, item.content_zh, item.content_en);
  const location = pick(locale, item.location_zh, item.location_en);
  return (
    <ItemLayout
      ctx={ctx}
      company={company}
      kind="activities"
      id={item.id}
      title={pick(locale, item.title_zh, item.title_en)}
      description={content}
      draft={item.status === 'draft'}
      languages={['zh-cn', 'en-us']}
    >
      {location ? <p className="muted">{t('item.location', { location })}</p> : null}
      <RichText html={content} />
    </ItemLayout>
  );
}

export function NotFoundPage({ ctx }: { ctx: PageContext }) {
  const { t, locale } = ctx;
  return (
    <Layout ctx={ctx} meta={{ title: t('notFound.title'), description: t('notFound.body'), paths: {}, noindex: true }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <a href={pagePath(locale)}>{t('notFound.back')}</a>
      </p>
    </Layout>
  );
}
