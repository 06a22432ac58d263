import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINIPROG_ADMIN_PATHS, MINIPROG_HOME_SECTIONS, miniprogHomeBlockRow, type MiniprogHomeBlockRow } from '@fair/shared/contracts/miniprog';
import { miniprogSortBody } from '@fair/shared/validation/miniprog';
import type { Database } from '../../db/client';
import { miniprogHomeSections } from '../../db/schema/miniprog';
import { ok, responses } from '../../lib/http/envelope';
import { MINIPROG_ACCESS, iso, published, reorder } from './miniprog-kit';

const paths = MINIPROG_ADMIN_PATHS.home;

/**
 * Gives every block a row (first use, or a block added since), placed after the stored ones in the default
 * order; existing rows keep their place. Idempotent, so two first uses at once add each block once.
 */
async function ensureSections(db: Database): Promise<void> {
  const rows = await db.select({ block: miniprogHomeSections.block, sort: miniprogHomeSections.sort }).from(miniprogHomeSections);
  if (rows.length === MINIPROG_HOME_SECTIONS.length) return;
  const last = Math.max(0, ...rows.map((row) => row.sort));
  const known = new Set(rows.map((row) => row.block));
  const missing = MINIPROG_HOME_SECTIONS.filter((block) => !known.has(block));
  await db
    .insert(miniprogHomeSections)
    .values(missing.map((block, index) => ({ block, sort: last + index + 1 })))
    .onConflictDoNothing({ target: miniprogHomeSections.block });
}

async function listSections(db: Database): Promise<MiniprogHomeBlockRow[]> {
  await ensureSections(db);
  const rows = await db.select().from(miniprogHomeSections).orderBy(asc(miniprogHomeSections.sort), asc(miniprogHomeSections.id));
  return rows.map((row) => ({ id: row.id, block: row.block, sort: row.sort, updated_at: iso(row.updated_at) }));
}

/** /miniprog/dashboard: the order of the home's blocks themselves (the items inside each block have their own order). */
const homeBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['miniprog-admin'];
  const config = { access: MINIPROG_ACCESS };

  app.get(paths.blocks, { config, schema: { tags, summary: 'The blocks of the mini-programme home in display order', response: responses(z.object({ list: z.array(miniprogHomeBlockRow) })) } }, async () =>
    ok({ list: await listSections(app.db) }),
  );

  app.post(
    paths.blocksSort,
    { config, schema: { tags, summary: "The new order of the home's blocks: every block row's id, first to last (409 when not exactly the blocks)", body: miniprogSortBody, response: responses(z.null()) } },
    async (request) => {
      await ensureSections(app.db);
      // the kit's reorder locks the table's order: two saves at once apply one after the other, each whole
      await reorder(app.db, request, miniprogHomeSections, 'miniprog-home-section', request.body.ids);
      await published(app);
      return ok(null);
    },
  );
};

export default homeBlockRoutes;
