import { appPageContentSecurityPolicy, contentSecurityPolicy, cspSourceOf } from '../security-headers';

describe('CSP sources of remote addresses', () => {
  it('takes the origin of absolute http(s) addresses and the host of scheme-relative ones', () => {
    expect(cspSourceOf('https://cdn.example.com/fair/a/mf-manifest.json')).toBe('https://cdn.example.com');
    expect(cspSourceOf('http://127.0.0.1:4173/a/mf-manifest.json')).toBe('http://127.0.0.1:4173');
    expect(cspSourceOf('HTTPS://CDN.Example.com:8443/x')).toBe('https://cdn.example.com:8443');
    expect(cspSourceOf('//static.example.net/mf-exhibitor/mf-manifest.json')).toBe('static.example.net');
    expect(cspSourceOf('http://[::1]:9000/m.json')).toBe('http://[::1]:9000');
  });

  it('gives nothing for relative addresses (the page origin) and for anything that could widen the policy', () => {
    for (const address of ['/remotes/mf-exhibitor/mf-manifest.json', 'mf-manifest.json', 'data:text/javascript,alert(1)', 'javascript:alert(1)', "https://a.example; script-src 'unsafe-inline'", 'https://*.example.com/m.json', 'https://']) {
      expect(cspSourceOf(address)).toBeUndefined();
    }
  });
});

describe('the shell page policy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('allows scripts only from itself, the remotes and hashed inline scripts', () => {
    const policy = directives(appPageContentSecurityPolicy({ remoteSources: ['https://cdn.example.com'], inlineScriptHashes: ["'sha256-abc='"] }));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.com', "'sha256-abc='"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('writes each source once', () => {
    expect(contentSecurityPolicy({ 'script-src': ["'self'", 'https://a.example', 'https://a.example'], 'object-src': ["'none'"] })).toBe(
      "script-src 'self' https://a.example; object-src 'none'",
    );
  });
});
