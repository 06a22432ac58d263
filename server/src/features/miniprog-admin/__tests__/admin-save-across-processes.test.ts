import { MINIPROG_ADMIN_PATHS } from '@fair/shared/contracts/miniprog';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { type TwoProcesses, openTwoProcesses } from '../../../test/two-processes';

let processes: TwoProcesses;
beforeAll(async () => {
  processes = await openTwoProcesses('miniprog');
});
afterAll(() => processes?.close());

it('a mini-programme admin save in one process reaches the cached API answers of the other process', async () => {
  const before = await processes.reader.inject({ method: 'GET', url: MINIPROG_API_PATHS.home });
  expect(before.json().data.banners).toEqual([]);
  const etag = before.headers.etag as string;
  expect((await processes.reader.inject({ method: 'GET', url: MINIPROG_API_PATHS.home, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

  const saved = await processes.write({
    method: 'POST',
    url: MINIPROG_ADMIN_PATHS.home.save,
    payload: { block: 'banner', image: '/api/files/2025/03/12df53fea8b3adfa6c2ec456dd22e204.png', title_zh: '另一进程的横幅', title_en: 'Banner from the other process', status: 'published' },
  });
  expect(saved.statusCode).toBe(200);

  const deadline = Date.now() + 3000;
  for (;;) {
    const answer = await processes.reader.inject({ method: 'GET', url: MINIPROG_API_PATHS.home, headers: { 'if-none-match': etag } });
    if (answer.statusCode === 200) {
      expect(answer.json().data.banners.map((banner: { title: string }) => banner.title)).toEqual(['另一进程的横幅']);
      expect(answer.headers.etag).not.toBe(etag);
      return;
    }
    if (Date.now() > deadline) throw new Error('the reading process still serves the home from before the save');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
