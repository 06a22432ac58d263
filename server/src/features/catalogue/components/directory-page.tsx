import { countryName } from '@fair/locales/countries';
import { EXHIBITOR_TYPES } from '../../../db/schema/enums';
import { pick } from '../catalogue-texts';
import { pagePath } from '../catalogue-paths';
import { DIRECTORY_PAGE_SIZE, type DirectoryEntry, type DirectoryFilters, type ReferenceData } from '../catalogue-queries';
import { Layout } from './layout';
import { type PageContext, safeUrl } from './page-context';

export interface DirectoryProps {
  ctx: PageContext;
  filters: DirectoryFilters;
  reference: ReferenceData;
  countries: string[];
  entries: DirectoryEntry[];
  total: number;
}

/** The filters as a query string (page last), empty values left out. */
export function directoryQuery(filters: DirectoryFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const name of ['q', 'hall', 'type', 'country', 'category', 'area'] as const) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

function Select({ name, label, value, options, all }: { name: string; label: string; value: string | number | undefined; options: [string, string][]; all: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** SPEC §1 catalogue directory: search by name, filters, one page of companies; a plain GET form, no script. */
export function DirectoryPage({ ctx, filters, reference, countries, entries, total }: DirectoryProps) {
  const { t } = ctx;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const query = directoryQuery(filters);
  const meta = {
    title: filters.page > 1 ? `${t('directory.title')} · ${t('directory.page', { page: filters.page, pages })}` : t('directory.title'),
    description: t('site.description'),
    paths: { 'zh-cn': `${pagePath('zh-cn')}${query}`, 'en-us': `${pagePath('en-us')}${query}` },
    // search results are endless variations of one list: crawl them, do not index them
    noindex: Boolean(filters.q),
  };
  return (
    <Layout ctx={ctx} meta={meta}>
      <h1>{t('directory.title')}</h1>
      <FilterForm ctx={ctx} filters={filters} reference={reference} countries={countries} />
      <p className="count">{t('directory.count', { count: total })}</p>
      <Cards ctx={ctx} entries={entries} />
      {pages > 1 ? <Pager ctx={ctx} filters={filters} pages={pages} /> : null}
    </Layout>
  );
}

/** The search and the filters, each a select of what the catalogue holds. */
function FilterForm({ ctx, filters, reference, countries }: Pick<DirectoryProps, 'ctx' | 'filters' | 'reference' | 'countries'>) {
  const { t, locale } = ctx;
  const base = pagePath(locale);
  const named = (rows: { id: number; name_zh: string; name_en: string }[]) => rows.map((row): [string, string] => [String(row.id), pick(locale, row.name_zh, row.name_en)]);
  // three levels in one list, indented by level
  const categoryOptions = orderedTree(reference.categories).map((row): [string, string] => [String(row.id), `${'\u3000'.repeat(row.level - 1)}${pick(locale, row.name_zh, row.name_en)}`]);
  const countryOptions = countries
    .map((code): [string, string] => [code, countryName(code, locale) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], locale));
  return (
    <form className="filters" method="get" action={base} role="search">
      <label className="field search">
        <span>{t('directory.search')}</span>
        <input type="search" name="q" defaultValue={filters.q ?? ''} maxLength={100} />
      </label>
      <Select name="hall" label={t('directory.hall')} value={filters.hall} options={named(reference.halls)} all={t('directory.all')} />
      <Select
        name="type"
        label={t('directory.type')}
        value={filters.type}
        options={EXHIBITOR_TYPES.map((type): [string, string] => [type, t(`exhibitorType.${type}`)])}
        all={t('directory.all')}
      />
      <Select name="country" label={t('directory.country')} value={filters.country} options={countryOptions} all={t('directory.all')} />
      <Select name="category" label={t('directory.category')} value={filters.category} options={categoryOptions} all={t('directory.all')} />
      <Select name="area" label={t('directory.area')} value={filters.area} options={named(reference.areas)} all={t('directory.all')} />
      <div className="actions">
        <button type="submit">{t('directory.submit')}</button>
        <a href={base}>{t('directory.reset')}</a>
      </div>
    </form>
  );
}

/** One card per company of the page, or the empty message. */
function Cards({ ctx, entries }: Pick<DirectoryProps, 'ctx' | 'entries'>) {
  const { t, locale } = ctx;
  return entries.length === 0 ? (
    <p className="empty">{t('directory.empty')}</p>
  ) : (
    <ul className="cards">
      {entries.map((entry) => {
        const name = pick(locale, entry.name_zh_cn, entry.name_en);
        const logo = safeUrl(entry.logo);
        const hall = entry.hall_zh === null ? '' : pick(locale, entry.hall_zh, entry.hall_en ?? '');
        return (
          <li key={entry.id} className="card">
            <a href={pagePath(locale, 'exhibitors', entry.id)}>
              {logo ? <img src={logo} alt="" width={72} height={72} loading="lazy" /> : <span className="logo-placeholder" aria-hidden="true" />}
              <span className="card-text">
                <strong>{name}</strong>
                <span className="muted">
                  {[hall, entry.booth ? t('directory.booth', { booth: entry.booth }) : '', entry.country ? (countryName(entry.country, locale) ?? '') : '', ...entry.exhibitor_types.map((type) => t(`exhibitorType.${type}`))]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous and next page links around the page number. */
function Pager({ ctx, filters, pages }: Pick<DirectoryProps, 'ctx' | 'filters'> & { pages: number }) {
  const { t, locale } = ctx;
  const base = pagePath(locale);
  return (
    <nav className="pager" aria-label={t('directory.page', { page: filters.page, pages })}>
      {filters.page > 1 ? (
        <a rel="prev" href={`${base}${directoryQuery(filters, filters.page - 1)}`}>
          {t('directory.previous')}
        </a>
      ) : null}
      <span>{t('directory.page', { page: filters.page, pages })}</span>
      {filters.page < pages ? (
        <a rel="next" href={`${base}${directoryQuery(filters, filters.page + 1)}`}>
          {t('directory.next')}
        </a>
      ) : null}
    </nav>
  );
}

/** Categories in tree order: each parent followed by its children. */
function orderedTree<T extends { id: number; parent_id: number | null }>(rows: readonly T[]): T[] {
  const ordered: T[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows) {
      if (row.parent_id === parentId) {
        ordered.push(row);
        visit(row.id);
      }
    }
  };
  visit(null);
  return ordered;
}
