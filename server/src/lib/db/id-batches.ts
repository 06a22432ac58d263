/**
 * The rows of a streamed export, a batch at a time: the ids of the whole set are read once, in the list's own
 * order, then each batch's rows by id. Paged by offset, every batch would read and sort the set again up to
 * where it starts (at 100,000 rows, 200 batches), and rows added or removed while the file streams would shift
 * the pages under it, repeating or skipping rows; the ids fix the set and its order when the export starts. A
 * row deleted since is left out. Memory holds the ids and one batch.
 */
export async function* idBatches<R, T>(options: {
  ids: () => Promise<{ id: number }[]>;
  rows: (ids: number[]) => Promise<R[]>;
  idOf: (row: R) => number;
  toItem: (row: R) => T;
  batchSize?: number;
}): AsyncGenerator<T[]> {
  const ids = (await options.ids()).map((row) => row.id);
  const size = options.batchSize ?? 500;
  for (let start = 0; start < ids.length; start += size) {
    const slice = ids.slice(start, start + size);
    const byId = new Map((await options.rows(slice)).map((row) => [options.idOf(row), row]));
    const batch = slice.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [options.toItem(row)];
    });
    if (batch.length > 0) yield batch;
  }
}
