import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../public-origin';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

describe('publicOrigin', () => {
  it('is PUBLIC_URL when configured, whatever the request says', () => {
    expect(publicOrigin(request('internal.local:8080'), 'https://fair.example.com')).toBe('https://fair.example.com');
  });

  it("is the request's protocol and host without PUBLIC_URL", () => {
    expect(publicOrigin(request('fair.test:8080'), undefined)).toBe('http://fair.test:8080');
    expect(publicOrigin(request('fair.test', 'https'), undefined)).toBe('https://fair.test');
  });

  it('gives localhost for a Host header that is no plain host name', () => {
    expect(publicOrigin(request('evil"><script>'), undefined)).toBe('http://localhost');
    expect(publicOrigin(request('fair.test:99999999'), undefined)).toBe('http://localhost');
  });
});
