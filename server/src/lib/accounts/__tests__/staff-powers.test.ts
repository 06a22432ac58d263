import { useTestDatabase } from '../../../test/test-database';
import { createAdminUser, createAuthority } from '../create-accounts';
import { keysHeldBy, keysOfAuthorities } from '../staff-powers';

/** The keys behind a grant, read in one transaction as the staff and authority stores read them. */
describe('keysOfAuthorities', () => {
  const database = useTestDatabase();

  it('joins the keys of every authority once, and refuses an id that names no authority on the authority field', async () => {
    const downloads = await createAuthority(database.db, '下载员', ['download.list']);
    const editor = await createAuthority(database.db, '编辑员', ['news.exhibitor-news-manage', 'download.list']);
    await database.db.transaction(async (tx) => {
      expect(new Set(await keysOfAuthorities(tx, [downloads, editor, downloads]))).toEqual(new Set(['download.list', 'news.exhibitor-news-manage']));
      expect(await keysOfAuthorities(tx, [])).toEqual([]);
      await expect(keysOfAuthorities(tx, [downloads, 2_000_000])).rejects.toMatchObject({
        statusCode: 422,
        data: { errors: [{ field: 'authority_ids', messageKey: 'adminUsers.authorityUnknown' }] },
      });
    });
  });

  it('reads what an account holds through all its authorities', async () => {
    const halls = await createAuthority(database.db, '展馆员', ['organizer.exhibition-number']);
    const news = await createAuthority(database.db, '新闻员', ['news.exhibitor-news-manage']);
    const holder = await createAdminUser(database.db, { kind: 'web', userName: 'two-roles', password: 'Staff~2025_ok', authorityIds: [halls, news] });
    await database.db.transaction(async (tx) => {
      expect(new Set(await keysHeldBy(tx, holder))).toEqual(new Set(['organizer.exhibition-number', 'news.exhibitor-news-manage']));
    });
  });
});
