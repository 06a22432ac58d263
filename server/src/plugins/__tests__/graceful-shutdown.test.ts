import { build } from '../../app';
import { testConfig } from '../../config/config';
import { PUBLIC } from '../../lib/access/route-access';
import { ok } from '../../lib/http/envelope';
import { openTestDatabase } from '../../test/test-database';

describe('graceful shutdown', () => {
  it('lets a request in flight finish before it closes', async () => {
    const { handle } = await openTestDatabase();
    const app = await build({ config: testConfig(), database: handle, logger: false });
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      app.get('/api/test/slow', { config: { access: PUBLIC } }, async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return ok('finished');
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;

    const inFlight = fetch(`${base}/api/test/slow`, { headers: { connection: 'close' } }).then(async (response) => ({ status: response.status, body: await response.json() }));
    await started;
    const closing = app.close();
    while (!app.shuttingDown) await new Promise((resolve) => setTimeout(resolve, 5));

    release();
    expect(await inFlight).toEqual({ status: 200, body: expect.objectContaining({ code: 0, data: 'finished' }) });
    await closing;
    await handle.close();
  });
});
