import { CATEGORY_PATHS, TAG_PATHS } from '@fair/shared/contracts/taxonomy';
import { type TwoProcesses, openTwoProcesses } from '../../../test/two-processes';

let processes: TwoProcesses;
beforeAll(async () => {
  processes = await openTwoProcesses('organizer');
});
afterAll(() => processes?.close());

const write = (url: string, payload: object) => processes.write({ method: 'POST', url, payload });
const read = async <T>(url: string): Promise<T> => (await processes.reader.inject({ method: 'GET', url })).json().data as T;

/** Well within the reference lists' 5 s lifetime: only the change notice can refresh them this soon. */
async function within3s(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the reading process still answers ${what} from before the change`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('a taxonomy change in one process reaches the other process’s reference lists and catalogue at once', async () => {
  expect(await read<unknown[]>('/api/product-category/list')).toEqual([]);
  expect(await read<unknown[]>('/api/application-areas/list')).toEqual([]);
  const catalogue = async () => (await processes.reader.inject({ method: 'GET', url: '/catalogue' })).body;
  expect(await catalogue()).not.toContain('另一进程的分类');

  const first = (await write(CATEGORY_PATHS.save, { name_zh: '另一进程的分类', name_en: 'From the other process' })).json().data as { id: number };
  const second = (await write(CATEGORY_PATHS.save, { name_zh: '第二个分类', name_en: 'Second' })).json().data as { id: number };
  expect((await write(TAG_PATHS['application-area'].save, { name_zh: '另一进程的领域', name_en: 'Area' })).statusCode).toBe(200);
  await within3s(async () => (await read<{ id: number }[]>('/api/product-category/list')).length === 2, 'the categories');
  await within3s(async () => (await read<{ name_zh: string }[]>('/api/application-areas/list')).some((row) => row.name_zh === '另一进程的领域'), 'the application areas');
  await within3s(async () => (await catalogue()).includes('另一进程的分类'), 'the catalogue');

  expect((await write(CATEGORY_PATHS.sort, { parent_id: null, ids: [second.id, first.id] })).statusCode).toBe(200);
  await within3s(async () => (await read<{ id: number }[]>('/api/product-category/list')).map((row) => row.id).join() === `${second.id},${first.id}`, 'the category order');
});
