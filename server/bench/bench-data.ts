import type { Database } from '../src/db/client';
import { messageReceipts, messages } from '../src/db/schema/content';
import { productCategories } from '../src/db/schema/reference';

/**
 * What the measured routes read beyond the demo principals: a three-level category tree of fair size
 * (8 × 5 × 4 = 160 nodes) and 60 messages to the demo exhibitor, 20 of them unread.
 */
export async function seedBenchData(db: Database, exhibitorId: number): Promise<void> {
  for (let first = 1; first <= 8; first += 1) {
    const [parent] = await db
      .insert(productCategories)
      .values({ level: 1, name_zh: `一级类别${first}`, name_en: `Category ${first}`, sort: first })
      .returning({ id: productCategories.id });
    for (let second = 1; second <= 5; second += 1) {
      const [child] = await db
        .insert(productCategories)
        .values({ parent_id: parent.id, level: 2, name_zh: `二级类别${first}-${second}`, name_en: `Category ${first}.${second}`, sort: second })
        .returning({ id: productCategories.id });
      await db.insert(productCategories).values(
        [1, 2, 3, 4].map((third) => ({
          parent_id: child.id,
          level: 3,
          name_zh: `三级类别${first}-${second}-${third}`,
          name_en: `Category ${first}.${second}.${third}`,
          sort: third,
        })),
      );
    }
  }
  const rows = await db
    .insert(messages)
    .values(
      Array.from({ length: 60 }, (_, index) => ({
        title_zh: `展商通知 ${index + 1}`,
        title_en: `Exhibitor notice ${index + 1}`,
        content_zh: `<p>第 ${index + 1} 条通知：请于 3 月 25 日前完成布展。</p>`,
        content_en: `<p>Notice ${index + 1}: please finish your booth set-up by 25 March.</p>`,
        pub_date: new Date(Date.UTC(2025, 1, 1) + index * 3_600_000),
      })),
    )
    .returning({ id: messages.id });
  await db.insert(messageReceipts).values(
    rows.map((row, index) => ({ message_id: row.id, exhibitor_id: exhibitorId, read_at: index < 40 ? new Date() : null })),
  );
}
