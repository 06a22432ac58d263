/**
 * The rows `page` reads, a batch at a time (limit and offset in the list's own order), for a streamed
 * export: memory holds one batch whatever the number of rows.
 */
export async function* offsetBatches<R, T>(page: (limit: number, offset: number) => Promise<R[]>, toItem: (row: R) => T, batchSize = 500): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await page(batchSize, offset);
    if (rows.length) yield rows.map(toItem);
    if (rows.length < batchSize) return;
  }
}
