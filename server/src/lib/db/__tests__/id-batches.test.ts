import { idBatches } from '../id-batches';

type Row = { id: number; name: string };

async function collect<T>(batches: AsyncGenerator<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('idBatches', () => {
  const table = new Map<number, Row>([7, 3, 9, 1, 5].map((id) => [id, { id, name: `row ${id}` }]));
  // the list's order, not the ids' order
  const order = [9, 1, 7, 5, 3];

  it('reads the ids once and each batch by id, in the order the ids came in', async () => {
    const asked: number[][] = [];
    let idReads = 0;
    const batches = idBatches({
      ids: async () => {
        idReads += 1;
        return order.map((id) => ({ id }));
      },
      // a database answers a batch in no particular order
      rows: async (ids: number[]) => {
        asked.push(ids);
        return [...ids].sort((a, b) => a - b).map((id) => table.get(id)!);
      },
      idOf: (row) => row.id,
      toItem: (row) => row.name,
      batchSize: 2,
    });
    expect(await collect(batches)).toEqual([['row 9', 'row 1'], ['row 7', 'row 5'], ['row 3']]);
    expect(asked).toEqual([[9, 1], [7, 5], [3]]);
    expect(idReads).toBe(1);
  });

  it('leaves out a row deleted after the ids were read, and yields no empty batch', async () => {
    const batches = idBatches({
      ids: async () => order.map((id) => ({ id })),
      rows: async (ids: number[]) => ids.filter((id) => id !== 7 && id !== 5).map((id) => table.get(id)!),
      idOf: (row) => row.id,
      toItem: (row) => row.id,
      batchSize: 2,
    });
    expect(await collect(batches)).toEqual([[9, 1], [3]]);
  });

  it('yields nothing for an empty set', async () => {
    const batches = idBatches({ ids: async () => [], rows: async () => [] as Row[], idOf: (row) => row.id, toItem: (row) => row });
    expect(await collect(batches)).toEqual([]);
  });
});
