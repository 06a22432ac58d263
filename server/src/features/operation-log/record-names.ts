import { type SQL, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordKey } from '@fair/shared/contracts/operation-log-fields';
import type { Database } from '../../db/client';
import { adminUsers, authorities } from '../../db/schema/admins';
import { checkinCampaigns, checkinClaims } from '../../db/schema/checkin';
import { downloads } from '../../db/schema/downloads';
import { notifications } from '../../db/schema/notifications';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { miniprogActivities, miniprogBadges, miniprogHomeItems, miniprogPopups, miniprogTerms } from '../../db/schema/miniprog';
import { applicationAreas, halls, productCategories, productProperties } from '../../db/schema/reference';
import type { ServerLocale } from '../../lib/i18n/locale';

/** One kind of record and how it is called on the screens; bilingual names follow the reader's locale. */
interface NameSource {
  table: PgTable;
  id: PgColumn;
  name: (locale: ServerLocale) => SQL<string>;
}

const bilingual = (zh: PgColumn, en: PgColumn) => (locale: ServerLocale) =>
  locale === 'en-us' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`;
const plain = (column: PgColumn) => () => sql<string>`${column}`;

const SOURCES: Record<string, NameSource> = {
  hall: { table: halls, id: halls.id, name: bilingual(halls.name_zh, halls.name_en) },
  'product-category': { table: productCategories, id: productCategories.id, name: bilingual(productCategories.name_zh, productCategories.name_en) },
  'application-area': { table: applicationAreas, id: applicationAreas.id, name: bilingual(applicationAreas.name_zh, applicationAreas.name_en) },
  'product-property': { table: productProperties, id: productProperties.id, name: bilingual(productProperties.name_zh, productProperties.name_en) },
  'admin-user': { table: adminUsers, id: adminUsers.id, name: plain(adminUsers.user_name) },
  'miniprog-admin-user': { table: adminUsers, id: adminUsers.id, name: plain(adminUsers.user_name) },
  authority: { table: authorities, id: authorities.id, name: plain(authorities.name) },
  exhibitor: { table: exhibitors, id: exhibitors.id, name: bilingual(exhibitors.name_zh_cn, exhibitors.name_en) },
  download: { table: downloads, id: downloads.id, name: bilingual(downloads.title_zh, downloads.title_en) },
  notification: { table: notifications, id: notifications.id, name: bilingual(notifications.title_zh, notifications.title_en) },
  'miniprog-home-item': { table: miniprogHomeItems, id: miniprogHomeItems.id, name: bilingual(miniprogHomeItems.title_zh, miniprogHomeItems.title_en) },
  'miniprog-activity': { table: miniprogActivities, id: miniprogActivities.id, name: bilingual(miniprogActivities.title_zh, miniprogActivities.title_en) },
  'miniprog-popup': { table: miniprogPopups, id: miniprogPopups.id, name: plain(miniprogPopups.name) },
  'miniprog-terms': { table: miniprogTerms, id: miniprogTerms.id, name: bilingual(miniprogTerms.title_zh, miniprogTerms.title_en) },
  'miniprog-badge': { table: miniprogBadges, id: miniprogBadges.id, name: plain(miniprogBadges.name) },
  'checkin-campaign': { table: checkinCampaigns, id: checkinCampaigns.id, name: bilingual(checkinCampaigns.name_zh, checkinCampaigns.name_en) },
  // a redemption's record id is its claim: staff know it by the code they typed
  'checkin-redemption': { table: checkinClaims, id: checkinClaims.id, name: plain(checkinClaims.code) },
};

/** An exhibitor account is called by its company, as the account screen lists it; an account without one by its login. */
function accountNames(ids: number[], locale: ServerLocale): SQL {
  const company = bilingual(exhibitors.name_zh_cn, exhibitors.name_en)(locale);
  return sql`select 'exhibitor-account' as entity, ${exhibitorAccounts.id} as id, coalesce(nullif(${company}, ''), ${exhibitorAccounts.email}, ${exhibitorAccounts.phone}, '') as name
    from ${exhibitorAccounts} join ${exhibitors} on ${exhibitors.id} = ${exhibitorAccounts.exhibitor_id} where ${inArray(exhibitorAccounts.id, ids)}`;
}

/**
 * The current names of the wanted records, by `recordKey`: one query however many entries and kinds a page
 * holds (a part per kind). Records deleted since (or kinds without a name) are simply absent.
 */
export async function recordNames(db: Database, wanted: Map<string, Set<number>>, locale: ServerLocale): Promise<Record<string, string>> {
  const parts: SQL[] = [];
  for (const [entity, idSet] of wanted) {
    const ids = [...idSet].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
    const source = SOURCES[entity];
    if (!ids.length) continue;
    if (entity === 'exhibitor-account') parts.push(accountNames(ids, locale));
    else if (source) parts.push(sql`select ${entity}::text as entity, ${source.id} as id, ${source.name(locale)} as name from ${source.table} where ${inArray(source.id, ids)}`);
  }
  const names: Record<string, string> = {};
  if (!parts.length) return names;
  const result = await db.execute<{ entity: string; id: number; name: string | null }>(sql.join(parts, sql` union all `));
  for (const row of (result as unknown as { rows: { entity: string; id: number; name: string | null }[] }).rows) if (row.name) names[recordKey(row.entity, Number(row.id))] = row.name;
  return names;
}
