import type { FastifyRequest } from 'fastify';
import type { HostVariant } from '@fair/shared/contracts/registry';
import { exhibitorHost, exhibitorOrigin, publicOrigin } from '../public-origin';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

/** HOST_VARIANTS as the environment schema parses it. */
const variants = (value: string): HostVariant[] =>
  value.split(',').map((part) => {
    const [host, clientType = host] = part.split('=');
    return { host, clientType } as HostVariant;
  });
const DEFAULT = variants('exhibitor,organizer,miniprog');

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

describe('exhibitorOrigin', () => {
  it('is PUBLIC_URL when configured, whatever host asked', () => {
    expect(exhibitorOrigin(request('organizer.localhost:8080'), 'https://fair.example.com', DEFAULT)).toBe('https://fair.example.com');
  });

  it("is the exhibitor centre beside the organizer's host, with its protocol and port", () => {
    expect(exhibitorOrigin(request('organizer.localhost:8080'), undefined, DEFAULT)).toBe('http://localhost:8080');
    expect(exhibitorOrigin(request('Organizer.Fair.Example', 'https'), undefined, DEFAULT)).toBe('https://fair.example');
    expect(exhibitorOrigin(request('miniprog.fair.example:8443', 'https'), undefined, DEFAULT)).toBe('https://fair.example:8443');
  });

  it('keeps a host that already runs the exhibitor centre', () => {
    expect(exhibitorOrigin(request('localhost:8080'), undefined, DEFAULT)).toBe('http://localhost:8080');
    expect(exhibitorOrigin(request('exhibitor.fair.example'), undefined, DEFAULT)).toBe('http://exhibitor.fair.example');
  });

  it('gives the exhibitor centre on localhost for a forged Host header', () => {
    expect(exhibitorOrigin(request('organizer.evil"><script>'), undefined, DEFAULT)).toBe('http://localhost');
    expect(exhibitorOrigin(request('organizer.fair.test:99999999'), undefined, DEFAULT)).toBe('http://localhost');
  });
});

describe('exhibitorHost', () => {
  it('strips the variant prefix when no exhibitor host is configured', () => {
    expect(exhibitorHost('organizer.localhost', DEFAULT)).toBe('localhost');
    expect(exhibitorHost('organizer.fair.example', variants('organizer,miniprog'))).toBe('fair.example');
  });

  it('leads to a configured exhibitor host on the same domain', () => {
    const configured = variants('portal=exhibitor,admin=organizer');
    expect(exhibitorHost('admin.fair.example', configured)).toBe('portal.fair.example');
    expect(exhibitorHost('admin', configured)).toBe('portal');
  });

  it('takes a configured exhibitor host with a dot as the whole host name', () => {
    expect(exhibitorHost('organizer.internal.example', variants('fair.example=exhibitor,organizer'))).toBe('fair.example');
  });

  it('uses the exhibitor prefix when the bare domain runs another variant', () => {
    expect(exhibitorHost('admin.fair.example', variants('exhibitor,admin=organizer,fair=miniprog'))).toBe('exhibitor.fair.example');
  });

  it('answers a bare variant name with the bare exhibitor name', () => {
    expect(exhibitorHost('organizer', DEFAULT)).toBe('exhibitor');
  });

  it('falls back to localhost when nothing beside the host runs the exhibitor centre', () => {
    expect(exhibitorHost('organizer.fair', variants('organizer,fair=miniprog'))).toBe('localhost');
  });
});
