import Fastify, { type FastifyInstance } from 'fastify';

/** The ceiling: a bare Fastify route answering a tiny JSON object on the same machine. */
export async function startHelloWorld(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${address}/hello` };
}
