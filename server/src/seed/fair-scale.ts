import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/accounts/password';
import type { Database } from '../db/client';

/**
 * A real fair's size (about 5,000 exhibitors with 20 products each, news, booth activities, 50 staff and a
 * long operation log) loaded over the demo fair, to measure what the organizer, exhibitor and public routes
 * cost at that size (`npm run seed -- --scale fair`, `npm run bench:scale`). Names are built from Chinese
 * and English parts so that search, sorting and the catalogue read like a fair's, in both languages.
 * Every row is written by set-based statements: the whole fair loads in seconds on PostgreSQL and PGlite.
 */
export interface FairScale {
  exhibitors: number;
  productsPerExhibitor: number;
  news: number;
  activities: number;
  staff: number;
  logRows: number;
}

export const FAIR_SCALE: FairScale = { exhibitors: 5000, productsPerExhibitor: 20, news: 15_000, activities: 15_000, staff: 50, logRows: 50_000 };

/** The e-mail domain of every account this seed creates: how a second run knows the fair is loaded. */
export const SCALE_DOMAIN = 'scale.fair';

const CITIES = [
  ['深圳', 'Shenzhen'],
  ['上海', 'Shanghai'],
  ['苏州', 'Suzhou'],
  ['东莞', 'Dongguan'],
  ['宁波', 'Ningbo'],
  ['杭州', 'Hangzhou'],
  ['无锡', 'Wuxi'],
  ['厦门', 'Xiamen'],
  ['成都', 'Chengdu'],
  ['武汉', 'Wuhan'],
  ['台北', 'Taipei'],
  ['香港', 'Hong Kong'],
];
const CORES = [
  ['华芯', 'Huaxin'],
  ['立达', 'Lida'],
  ['创维', 'Chuangwei'],
  ['恒通', 'Hengtong'],
  ['博联', 'Bolian'],
  ['中微', 'Zhongwei'],
  ['瑞能', 'Ruineng'],
  ['宏光', 'Hongguang'],
  ['联电', 'Liandian'],
  ['长盈', 'Changying'],
  ['晶科', 'Jingke'],
  ['新越', 'Xinyue'],
  ['天工', 'Tiangong'],
  ['金信', 'Jinxin'],
  ['华阳', 'Huayang'],
  ['德赛', 'Desay'],
  ['安泰', 'Antai'],
  ['正邦', 'Zhengbang'],
  ['盛科', 'Shengke'],
  ['海特', 'Haite'],
];
const SUFFIXES = [
  ['电子科技有限公司', 'Electronics Technology Co., Ltd.'],
  ['半导体股份有限公司', 'Semiconductor Co., Ltd.'],
  ['精密电子有限公司', 'Precision Electronics Co., Ltd.'],
  ['连接器有限公司', 'Connector Co., Ltd.'],
  ['智能科技有限公司', 'Smart Technology Co., Ltd.'],
  ['电源技术有限公司', 'Power Technology Co., Ltd.'],
  ['传感技术有限公司', 'Sensing Technology Co., Ltd.'],
  ['微电子有限公司', 'Microelectronics Co., Ltd.'],
];
const QUALITIES = [
  ['高速', 'High-speed'],
  ['低功耗', 'Low-power'],
  ['工业级', 'Industrial'],
  ['车规级', 'Automotive'],
  ['微型', 'Miniature'],
  ['智能', 'Smart'],
  ['高精度', 'Precision'],
];
const PRODUCTS = [
  ['电源管理芯片', 'power management IC'],
  ['板对板连接器', 'board-to-board connector'],
  ['功率MOSFET', 'power MOSFET'],
  ['温湿度传感器', 'temperature and humidity sensor'],
  ['信号继电器', 'signal relay'],
  ['多层陶瓷电容', 'multilayer ceramic capacitor'],
  ['功率电感', 'power inductor'],
  ['石英晶振', 'quartz crystal oscillator'],
  ['LED驱动器', 'LED driver'],
  ['闪存芯片', 'flash memory chip'],
  ['射频模块', 'RF module'],
  ['微控制器', 'microcontroller'],
];
const NEWS_TOPICS = [
  ['发布新一代产品', 'launches its next product generation'],
  ['参加上海电子展', 'exhibits at the Shanghai electronics fair'],
  ['获得行业创新奖', 'wins an industry innovation award'],
  ['扩建华东生产基地', 'expands its East China plant'],
  ['与合作伙伴签署战略协议', 'signs a strategic partnership'],
];
const ACTIVITY_TOPICS = [
  ['新品发布会', 'product launch'],
  ['技术研讨会', 'technical seminar'],
  ['展台抽奖', 'booth lucky draw'],
  ['产品现场演示', 'live product demo'],
  ['客户见面会', 'customer meet-up'],
];
const MODELS = ['HX', 'LD', 'CW', 'HT', 'BL', 'ZW', 'RN', 'HG', 'LX', 'CY', 'JK', 'XY'];
const COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'TW', 'HK', 'US', 'DE', 'JP', 'KR', 'SG'];
const LOG_ENTITIES = ['exhibitor-account', 'exhibitor', 'hall', 'admin-user', 'authority', 'product', 'news'];
const LOG_ACTIONS = ['create', 'update', 'update', 'update', 'delete', 'ban', 'send-email', 'import'];

/** A PostgreSQL text array literal of one column of a pair list (or of plain strings). */
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const column = (pairs: readonly string[][], index: 0 | 1) => textArray(pairs.map((pair) => pair[index]));
/** A whole number written into the statement (a parameter's type would be unknown to generate_series and %). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/** The element of `array` (1-based in SQL) that the number `n` picks, cycling. */
const pick = (array: SQL, length: number, n: SQL) => sql`(${array})[1 + (${n}) % ${int(length)}]`;

export interface FairScaleResult {
  exhibitors: number;
  products: number;
  news: number;
  activities: number;
  staff: number;
  logRows: number;
}

/**
 * After the load, what a live server's autovacuum would have done over weeks of the same growth: the
 * planner's figures and visibility map everywhere, and the companies' table compacted (the load rewrites
 * each company's row once per kind of content it adds, which a fair growing slowly never does at once).
 */
export async function settleAfterFairScale(db: Database): Promise<void> {
  await db.execute(sql`vacuum (full, analyze) exhibitors`);
  await db.execute(sql`vacuum analyze`);
}

/** True when this database holds the fair-scale data already. */
export async function hasFairScale(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from exhibitor_accounts where email like ${`%@${SCALE_DOMAIN}`}) as loaded`);
  return (result as unknown as { rows: { loaded: boolean }[] }).rows[0].loaded;
}

/** The demo's reference data, picked from by position (arrays: one look-up per statement, not per row). */
const reference = sql`(select
        (select array_agg(id order by sort, id) from halls) as halls,
        (select array_agg(id order by sort, id) from product_categories where level = 1) as sectors,
        (select array_agg(id order by id) from product_categories c where not exists (select 1 from product_categories k where k.parent_id = c.id)) as leaves,
        (select array_agg(id order by sort, id) from application_areas) as areas,
        (select logo from exhibitors where logo is not null order by id limit 1) as logo,
        (select image from products where image <> '' order by id limit 1) as image) as r`;
/** The element of the reference array `array` that the number `n` picks, cycling. */
const of = (array: string, n: SQL) => sql`r.${sql.raw(array)}[1 + (${n}) % cardinality(r.${sql.raw(array)})]`;
const g = sql`g`;

/** What every statement of one load shares: its transaction, the ids the new companies take, the time, the one password hash. */
interface Load {
  run: (statement: SQL) => Promise<unknown>;
  scale: FairScale;
  first: number;
  last: number;
  at: string;
  passwordHash: string;
}

/** A company's name in one language from city, core and suffix; past every combination, a number in brackets. */
function companyName({ first }: Load, index: 0 | 1, separator: string): SQL {
  const combinations = CITIES.length * CORES.length * SUFFIXES.length;
  return sql`${pick(column(CITIES, index), CITIES.length, g)} || ${separator}::text || ${pick(column(CORES, index), CORES.length, sql`g / ${int(CITIES.length)}`)} || ${separator}::text || ${pick(column(SUFFIXES, index), SUFFIXES.length, sql`g / ${int(CITIES.length * CORES.length)}`)}
        || case when (g - ${int(first)}) >= ${int(combinations)} then ${index === 0 ? '（' : ' ('}::text || ((g - ${int(first)}) / ${int(combinations)} + 1) || ${index === 0 ? '）' : ')'}::text else '' end`;
}

/** The companies with their categories, application areas and main accounts. */
async function insertCompanies(load: Load): Promise<void> {
  const { run, first, last, at, passwordHash } = load;
  await run(sql`
      insert into exhibitors (name_zh_cn, name_en, logo, country, hall_id, booth, booth_area, intro_zh, intro_en, website, email, phone, phone_country, join_year, exhibitor_types, is_edit, created_at, updated_at)
      select
        ${companyName(load, 0, '')}, ${companyName(load, 1, ' ')},
        case when g % 10 < 8 then r.logo end,
        ${pick(textArray(COUNTRIES), COUNTRIES.length, sql`g * 7919`)},
        case when g % 10 < 9 and cardinality(r.halls) > 0 then ${of('halls', g)} end,
        case when g % 10 < 9 and cardinality(r.halls) > 0 then 'S' || lpad(g::text, 5, '0') end,
        case when g % 10 < 9 then (9 * (1 + g % 8))::numeric end,
        case when g % 10 < 7 then '专注于' || ${pick(column(PRODUCTS, 0), PRODUCTS.length, g)} || '的研发、生产与销售，产品广泛应用于消费电子、汽车电子与工业控制。' else '' end,
        case when g % 10 < 6 then 'Designs, makes and sells ' || ${pick(column(PRODUCTS, 1), PRODUCTS.length, g)} || 's for consumer, automotive and industrial electronics.' else '' end,
        case when g % 10 < 6 then 'https://www.company' || g || '.example.com' end,
        case when g % 10 < 9 then 'contact' || g || '@company' || g || '.example.com' end,
        case when g % 10 < 5 then '0' || (2100000000 + g)::text end,
        case when g % 10 < 5 then 'cn' end,
        2000 + g % 26,
        case g % 4 when 0 then '{Local}'::exhibitor_type[] when 1 then '{International}'::exhibitor_type[] when 2 then '{FIE}'::exhibitor_type[] else '{Local,FIE}'::exhibitor_type[] end,
        g % 10 < 7,
        ${at}::timestamptz - (g % 90) * interval '1 day',
        ${at}::timestamptz - (g % 30) * interval '1 day'
      from generate_series(${int(first)}, ${int(last)}) as g, ${reference}`);
  const companies = sql`exhibitors e, ${reference} where e.id between ${int(first)} and ${int(last)}`;
  await run(sql`insert into exhibitor_categories (exhibitor_id, category_id) select e.id, ${of('sectors', sql`e.id`)} from ${companies} and e.id % 10 < 8 and cardinality(r.sectors) > 0`);
  await run(sql`insert into exhibitor_application_areas (exhibitor_id, application_area_id) select e.id, ${of('areas', sql`e.id`)} from ${companies} and e.id % 10 < 7 and cardinality(r.areas) > 0`);
  await run(sql`
      insert into exhibitor_accounts (exhibitor_id, email, password_hash, nick_name, send_status, sent_at, approval_status, sys_api_token, last_login_at, created_at, updated_at)
      select e.id, 'exhibitor' || e.id || ${`@${SCALE_DOMAIN}`}::text, ${passwordHash}, ${pick(column(CITIES, 0), CITIES.length, sql`e.id`)} || '联系人' || e.id,
        (case e.id % 5 when 0 then 'not_sent' when 1 then 'failed' else 'sent' end)::send_status,
        case when e.id % 5 > 1 then e.created_at + interval '1 hour' end,
        (case when e.id % 100 = 0 then 'pending' else 'approved' end)::approval_status,
        md5(e.id::text || random()::text),
        case when e.id % 3 = 0 then ${at}::timestamptz - (e.id % 20) * interval '1 day' end,
        e.created_at, e.created_at
      from ${companies}`);
}

/** Each company's products, each in one leaf category. */
async function insertProducts({ run, first, last, at, scale }: Load): Promise<void> {
  await run(sql`
      insert into products (exhibitor_id, status, published_at, uploaded_at, updated_at, image, name_zh, name_en, intro_zh, intro_en)
      select e.id,
        (case when (e.id + p) % 7 = 0 then 'draft' else 'published' end)::content_status,
        case when (e.id + p) % 7 <> 0 then ${at}::timestamptz - ((e.id + p) % 60) * interval '1 day' end,
        ${at}::timestamptz - ((e.id + p) % 60) * interval '1 day' - interval '1 hour',
        ${at}::timestamptz - ((e.id + p) % 60) * interval '1 day',
        coalesce(r.image, ''),
        ${pick(column(QUALITIES, 0), QUALITIES.length, sql`p`)} || ${pick(column(PRODUCTS, 0), PRODUCTS.length, sql`e.id + p`)} || ' ' || ${pick(textArray(MODELS), MODELS.length, sql`e.id`)} || (100 + p),
        ${pick(column(QUALITIES, 1), QUALITIES.length, sql`p`)} || ' ' || ${pick(column(PRODUCTS, 1), PRODUCTS.length, sql`e.id + p`)} || ' ' || ${pick(textArray(MODELS), MODELS.length, sql`e.id`)} || (100 + p),
        '适用于消费电子与工业控制的' || ${pick(column(PRODUCTS, 0), PRODUCTS.length, sql`e.id + p`)} || '。',
        'A ' || ${pick(column(PRODUCTS, 1), PRODUCTS.length, sql`e.id + p`)} || ' for consumer and industrial electronics.'
      from exhibitors e, ${reference}, generate_series(1, ${int(scale.productsPerExhibitor)}) as p
      where e.id between ${int(first)} and ${int(last)}`);
  await run(sql`
      insert into product_category_links (product_id, category_id)
      select p.id, ${of('leaves', sql`p.id`)} from products p, ${reference}
      where p.exhibitor_id between ${int(first)} and ${int(last)} and cardinality(r.leaves) > 0`);
}

/** News and booth activities, spread over the companies in order. */
async function insertContent({ run, first, last, at, scale }: Load): Promise<void> {
  const perCompany = (total: number) => Math.max(1, Math.ceil(total / Math.max(1, scale.exhibitors)));
  const contentRows = (table: 'news' | 'activities', total: number, topics: string[][]) => sql`
      insert into ${sql.raw(table)} (exhibitor_id, status, published_at, uploaded_at, updated_at, title_zh, title_en, content_zh, content_en${sql.raw(table === 'activities' ? ', location_zh, location_en' : '')})
      select e.id,
        (case when (e.id + n) % 4 = 0 then 'draft' else 'published' end)::content_status,
        case when (e.id + n) % 4 <> 0 then ${at}::timestamptz - ((e.id * 3 + n) % 60) * interval '1 day' end,
        ${at}::timestamptz - ((e.id * 3 + n) % 60) * interval '1 day' - interval '2 hours',
        ${at}::timestamptz - ((e.id * 3 + n) % 60) * interval '1 day',
        e.name_zh_cn || ${pick(column(topics, 0), topics.length, sql`e.id + n`)},
        e.name_en || ' ' || ${pick(column(topics, 1), topics.length, sql`e.id + n`)},
        '<p>' || e.name_zh_cn || ${pick(column(topics, 0), topics.length, sql`e.id + n`)} || '。</p>',
        '<p>' || e.name_en || ' ' || ${pick(column(topics, 1), topics.length, sql`e.id + n`)} || '.</p>'
        ${table === 'activities' ? sql`, '展位 ' || coalesce(e.booth, ''), 'Booth ' || coalesce(e.booth, '')` : sql``}
      from exhibitors e cross join generate_series(1, ${int(perCompany(total))}) as n
      where e.id between ${int(first)} and ${int(last)} and (e.id - ${int(first)}) * ${int(perCompany(total))} + n <= ${int(total)}`;
  await run(contentRows('news', scale.news, NEWS_TOPICS));
  await run(contentRows('activities', scale.activities, ACTIVITY_TOPICS));
}

/** The staff accounts, holding the demo's most limited authority; answers the first staff id. */
async function insertStaff({ run, at, scale, passwordHash }: Load, one: <T>(statement: SQL) => Promise<T>): Promise<number> {
  const staffFirst = Number((await one<{ id: number }>(sql`select coalesce(max(id), 0) + 1 as id from admin_users`)).id);
  await run(sql`
      insert into admin_users (kind, user_name, password_hash, nick_name, sys_api_token, last_login_at, created_at, updated_at)
      select 'web', 'staff' || lpad(s::text, 3, '0'), ${passwordHash}, '展会工作人员' || s, md5(s::text || random()::text),
        case when s % 2 = 0 then ${at}::timestamptz - (s % 10) * interval '1 day' end, ${at}::timestamptz - s * interval '1 day', ${at}::timestamptz
      from generate_series(1, ${scale.staff}) as s`);
  // staff hold the demo's most limited authority (the one with the fewest keys), when there is one
  await run(sql`
      insert into admin_user_authorities (admin_user_id, authority_id)
      select u.id, a.id from admin_users u,
        (select authority_id as id from authority_route_keys group by authority_id having bool_and(route_key <> 'all') order by count(*), authority_id limit 1) a
      where u.id >= ${int(staffFirst)}`);
  return staffFirst;
}

/** A long operation log written by the web staff. */
async function insertOperationLog({ run, first, at, scale }: Load): Promise<void> {
  await run(sql`
      insert into operation_logs (actor_kind, actor_id, actor_name, action, entity, entity_id, changes, created_at)
      select 'admin_user', s.ids[1 + n % cardinality(s.ids)], s.names[1 + n % cardinality(s.ids)],
        ${pick(textArray(LOG_ACTIONS), LOG_ACTIONS.length, sql`n`)}, ${pick(textArray(LOG_ENTITIES), LOG_ENTITIES.length, sql`n / 3`)},
        (${int(first)} + n % ${int(Math.max(1, scale.exhibitors))})::text,
        jsonb_build_object('booth', jsonb_build_array('S' || lpad((n % 99999)::text, 5, '0'), 'S' || lpad(((n + 1) % 99999)::text, 5, '0'))),
        ${at}::timestamptz - (n % 86400) * interval '1 minute'
      from generate_series(1, ${int(scale.logRows)}) as n,
        (select array_agg(id order by id) as ids, array_agg(user_name order by id) as names from admin_users where kind = 'web') as s
      where cardinality(s.ids) > 0`);
}

/** How many rows of each kind the load added. */
async function countLoaded({ run, first, last, scale }: Load, staffFirst: number): Promise<FairScaleResult> {
  const counted = (await run(sql`
      select
        (select count(*) from exhibitors where id between ${int(first)} and ${int(last)})::int as exhibitors,
        (select count(*) from products where exhibitor_id between ${int(first)} and ${int(last)})::int as products,
        (select count(*) from news where exhibitor_id between ${int(first)} and ${int(last)})::int as news,
        (select count(*) from activities where exhibitor_id between ${int(first)} and ${int(last)})::int as activities,
        (select count(*) from admin_users where id >= ${int(staffFirst)})::int as staff,
        ${int(scale.logRows)}::int as "logRows"`)) as unknown as { rows: FairScaleResult[] };
  return counted.rows[0];
}

/**
 * Adds the fair-scale data over what the database holds (the demo fair's halls, categories, application
 * areas and countries must be there). One transaction: a failed run leaves nothing behind.
 */
export async function seedFairScale(db: Database, scale: FairScale = FAIR_SCALE, now = new Date()): Promise<FairScaleResult> {
  // one hash for every account (a password nobody is told): argon2 per row would take minutes
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const run = (statement: SQL) => tx.execute(statement);
    const one = async <T>(statement: SQL) => ((await run(statement)) as unknown as { rows: T[] }).rows[0];
    const first = Number((await one<{ id: number }>(sql`select coalesce(max(id), 0) + 1 as id from exhibitors`)).id);
    const load: Load = { run, scale, first, last: first + scale.exhibitors - 1, at, passwordHash };
    await insertCompanies(load);
    await insertProducts(load);
    await insertContent(load);
    const staffFirst = await insertStaff(load, one);
    await insertOperationLog(load);
    return countLoaded(load, staffFirst);
  });
}
