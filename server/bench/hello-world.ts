import Fastify, { type FastifyInstance } from 'fastify';

/** 50 rows of about 100 bytes: the 5 KB JSON list of the architecture's measured facts. */
const LIST = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name_zh: `展商名称${i + 1}`,
  name_en: `Exhibitor name ${i + 1}`,
  hall: `Hall ${(i % 6) + 1}.1`,
  booth: `A${String(i).padStart(3, '0')}`,
}));

/**
 * The ceilings: a bare Fastify route answering a tiny JSON object, and one serialising a 5 KB JSON list on
 * every request, on the same machine.
 */
export async function startHelloWorld(): Promise<{ app: FastifyInstance; url: string; listUrl: string }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/list', async () => ({ code: 0, message: 'ok', msg: 'ok', data: LIST }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${address}/hello`, listUrl: `${address}/list` };
}
