import { asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { TagItem, TagKind } from '@fair/shared/contracts/taxonomy';
import type { TagForm } from '@fair/shared/validation/taxonomy';
import type { Database, Tx } from '../../db/client';
import { applicationAreas, productProperties } from '../../db/schema/reference';
import { recordOperation } from '../../lib/audit/record-operation';
import { containing } from '../../lib/db/like-pattern';
import { notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import type { TagListQuery } from './taxonomy-schemas';
import { refuseTakenNames, withUniqueNames } from './taxonomy-names';
import { listPage } from '../../lib/db/list-page';

/** Each kind's table and the link table naming its products (qualified by hand inside the count's subquery). */
const KINDS = {
  'application-area': { table: applicationAreas, name: 'application_areas', products: sql.raw('(select count(*)::int from "product_application_area_links" as "l" where "l"."application_area_id" = "application_areas"."id")') },
  'product-property': { table: productProperties, name: 'product_properties', products: sql.raw('(select count(*)::int from "product_property_links" as "l" where "l"."property_id" = "product_properties"."id")') },
} as const;

function kindOf(kind: TagKind) {
  const { table, name, products } = KINDS[kind];
  const productCount = sql<number>`${products}`;
  const columns = { id: table.id, name_zh: table.name_zh, name_en: table.name_en, sort: table.sort, product_count: productCount, created_at: table.created_at, updated_at: table.updated_at };
  const sortColumns = { sort: table.sort, name_zh: table.name_zh, name_en: table.name_en, product_count: productCount, created_at: table.created_at, updated_at: table.updated_at };
  return { table, name, columns, sortColumns };
}

type Row = Omit<TagItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const itemOf = (row: Row): TagItem => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

export async function listTags(db: Database, kind: TagKind, query: TagListQuery): Promise<{ rows: TagItem[]; total: number }> {
  const { table, columns, sortColumns } = kindOf(kind);
  const keyword = query.keyword?.trim();
  const where = keyword ? or(ilike(table.name_zh, containing(keyword)), ilike(table.name_en, containing(keyword))) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await listPage(
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), asc(table.sort), asc(table.id))
      .$dynamic(),
    db.select({ total: count() }).from(table).where(where),
    query,
  );
  return { rows: rows.map(itemOf), total };
}

async function findTag(db: Database | Tx, kind: TagKind, id: number): Promise<TagItem | undefined> {
  const { table, columns } = kindOf(kind);
  const [row] = await db.select(columns).from(table).where(eq(table.id, id));
  return row && itemOf(row);
}

const logged = ({ name_zh, name_en }: TagItem) => ({ name_zh, name_en });

/**
 * Creates (no id, at the end of the forms' order) or renames an entry. Names are unique in each language:
 * the check names both refused fields, the unique index settles two saves that pass it together.
 */
export async function saveTag(db: Database, actor: Principal, kind: TagKind, input: TagForm): Promise<TagItem> {
  const { table, name } = kindOf(kind);
  const names = { name_zh: input.name_zh.trim(), name_en: input.name_en.trim() };
  return withUniqueNames(name, () =>
    db.transaction(async (tx) => {
      if (input.id !== undefined) {
        const before = await findTag(tx, kind, input.id);
        if (!before) throw notFound('taxonomy.notFound');
        await refuseTakenNames(tx, table, names, [ne(table.id, input.id)]);
        await tx.update(table).set({ ...names, updated_at: new Date() }).where(eq(table.id, input.id));
        const after = (await findTag(tx, kind, input.id))!;
        await recordOperation(tx, actor, { action: 'update', entity: kind, entityId: input.id, before: logged(before), after: logged(after) });
        return after;
      }
      await refuseTakenNames(tx, table, names, []);
      // two creates at once may take the same place: the forms order ties by id
      const [row] = await tx
        .insert(table)
        .values({ ...names, sort: sql`(select coalesce(max("sort"), 0) + 1 from ${table})` })
        .returning({ id: table.id });
      const created = (await findTag(tx, kind, row.id))!;
      await recordOperation(tx, actor, { action: 'create', entity: kind, entityId: row.id, after: logged(created) });
      return created;
    }),
  );
}

/** Deletes an entry; the products naming it lose that link only. The log keeps how many did. */
export async function deleteTag(db: Database, actor: Principal, kind: TagKind, id: number): Promise<void> {
  const { table } = kindOf(kind);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    if (!locked) throw notFound('taxonomy.notFound');
    const tag = (await findTag(tx, kind, id))!;
    await tx.delete(table).where(eq(table.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: kind, entityId: id, before: { ...logged(tag), product_count: tag.product_count } });
  });
}
