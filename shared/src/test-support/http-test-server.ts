import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Date.now() when the request arrived */
  at: number;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 for tests: every request is recorded, then handled. With `cors`, it
 * answers preflights and exposes `authorization`, as a jsdom page (XHR) on another origin needs.
 */
export async function startTestServer({ cors = false } = {}) {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 200, { code: 0, message: '', msg: '', data: null });

  const server = createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Expose-Headers', 'Authorization');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, DELETE, PUT',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next: Handler) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export const envelope = (code: number, message: string, data: unknown = null) => ({ code, message, msg: message, data });
