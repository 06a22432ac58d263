import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { isImageReference } from '@fair/shared/validation/image-reference';
import { type FileStorage, fileUrl, isStorageKey, newStorageKey, storageKeyOfUrl } from '../file-storage';
import { localStorage } from '../local-storage';
import { s3Storage } from '../s3-storage';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tempFile(content: string): Promise<string> {
  const file = path.join(dir, `upload-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, content);
  return file;
}

describe('storage keys', () => {
  it('are random, dated and carry only the extension', () => {
    const key = newStorageKey('png', new Date(Date.UTC(2025, 2, 26)));
    expect(key).toMatch(/^2025\/03\/[0-9a-f]{32}\.png$/);
    expect(newStorageKey('png')).not.toBe(newStorageKey('png'));
    expect(() => newStorageKey('../x')).toThrow();
  });

  it('give upload addresses the shared image rule accepts (forms refuse any other path of this portal)', () => {
    for (const extension of ['png', 'jpeg', 'webp', 'pdf', 'xlsx']) expect(isImageReference(fileUrl(newStorageKey(extension)))).toBe(true);
  });

  it('accept only their own shape', () => {
    expect(isStorageKey('2025/03/0123456789abcdef0123456789abcdef.png')).toBe(true);
    for (const bad of ['../../etc/passwd', '2025/03/../../x.png', '2025/03/0123456789ABCDEF0123456789abcdef.png', '2025/03/a.png']) {
      expect(isStorageKey(bad)).toBe(false);
    }
  });

  it('map to and from the served URL', () => {
    const key = '2025/03/0123456789abcdef0123456789abcdef.png';
    expect(fileUrl(key)).toBe(`/api/files/${key}`);
    expect(storageKeyOfUrl(fileUrl(key))).toBe(key);
    expect(storageKeyOfUrl(`https://fair.example${fileUrl(key)}`)).toBe(key);
    expect(storageKeyOfUrl('https://elsewhere.example/logo.png')).toBeUndefined();
    expect(storageKeyOfUrl('/api/files/../secret')).toBeUndefined();
  });
});

/** The same behaviour from every storage. */
function behavesLikeStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('stores, serves and deletes a file, consuming the temporary file', async () => {
      const storage = make();
      const key = newStorageKey('txt');
      const source = await tempFile('hello fair');
      await storage.put(key, source, { contentType: 'text/plain', size: 10 });
      expect((await readdir(dir)).includes(path.basename(source))).toBe(false);
      const stored = await storage.get(key);
      expect(stored?.size).toBe(10);
      expect(await text(stored!.stream)).toBe('hello fair');
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('answers undefined for a missing object', async () => {
      expect(await make().get(newStorageKey('png'))).toBeUndefined();
    });
  });
}

behavesLikeStorage('local disk storage', () => localStorage(path.join(dir, 'uploads')));

describe('local disk storage paths', () => {
  it('refuses keys that are not server-made', async () => {
    const storage = localStorage(path.join(dir, 'uploads'));
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../escape.txt', await tempFile('x'), { contentType: 'text/plain', size: 1 })).rejects.toThrow();
  });
});

/** A minimal S3-compatible endpoint (path-style PUT/GET/DELETE) on loopback, holding objects in memory. */
let s3: Server;
let s3Endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const s3Requests: { method: string; url: string; authorization?: string }[] = [];
beforeAll(async () => {
  s3 = createServer(async (request, response) => {
    s3Requests.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
    const objectPath = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      objects.set(objectPath, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
      response.writeHead(200, { ETag: '"etag"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(objectPath);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(objectPath);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  s3.listen(0, '127.0.0.1');
  await once(s3, 'listening');
  s3Endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(async () => {
  s3.close();
});

behavesLikeStorage('S3-compatible storage', () =>
  s3Storage({ endpoint: s3Endpoint, region: 'us-east-1', bucket: 'fair', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true }),
);

describe('S3-compatible storage requests', () => {
  it('writes into the bucket under the key with the content type, signed', async () => {
    const storage = s3Storage({ endpoint: s3Endpoint, region: 'us-east-1', bucket: 'fair', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    const key = newStorageKey('png');
    await storage.put(key, await tempFile('png bytes'), { contentType: 'image/png', size: 9 });
    expect(objects.get(`/fair/${key}`)).toEqual({ body: Buffer.from('png bytes'), type: 'image/png' });
    expect(s3Requests.at(-1)).toMatchObject({ method: 'PUT', authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=key\//) });
  });
});
