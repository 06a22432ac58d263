import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data, demo mode and port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, dataDir: path.resolve('./data'), demo: true });
    expect(config.uploadDir).toBe(path.join(path.resolve('./data'), 'uploads'));
    expect(config.hostVariants).toEqual([
      { host: 'exhibitor', clientType: 'exhibitor' },
      { host: 'organizer', clientType: 'organizer' },
      { host: 'miniprog', clientType: 'miniprog' },
    ]);
    expect(config.smtp).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('creates no demo accounts with DATABASE_URL unless DEMO is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/fair' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/fair', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('trusts proxies in private networks when on, or the named ones, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads host variants as host=clientType pairs', () => {
    const config = loadConfig({ HOST_VARIANTS: 'zhanshang=exhibitor, admin=organizer,miniprog' });
    expect(config.hostVariants).toEqual([
      { host: 'zhanshang', clientType: 'exhibitor' },
      { host: 'admin', clientType: 'organizer' },
      { host: 'miniprog', clientType: 'miniprog' },
    ]);
  });

  it('builds SMTP and S3 settings only when configured', () => {
    const config = loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'fair@example.com', S3_BUCKET: 'fair', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, secure: false, from: 'fair@example.com' });
    expect(config.s3).toMatchObject({ bucket: 'fair', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', HOST_VARIANTS: 'a=admin', DEMO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'HOST_VARIANTS', 'DEMO']) expect(issues).toContain(name);
  });

  it('points the external links at the fair site per language; SITE_URL and EXTERNAL_LINKS change them', () => {
    expect(loadConfig({}).externalLinks['/external/vip-invitation']).toEqual({
      'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/vip-invitation',
      'en-us': 'https://www.fair.example/en-us/exhibitors/vip-invitation',
    });
    const links = loadConfig({ SITE_URL: 'https://expo.test/', EXTERNAL_LINKS: '{"contact":{"en-us":"https://expo.test/en/contact-us"},"social.linkedin":{}}' }).externalLinks;
    expect(links['/external/badge-application']['en-us']).toBe('https://expo.test/en-us/exhibitors/badge-application');
    expect(links.contact).toEqual({ 'en-us': 'https://expo.test/en/contact-us' });
    expect(links['social.linkedin']).toEqual({});
  });

  it.each([
    ['not JSON', 'EXTERNAL_LINKS'],
    ['{"homepage":{"zh-cn":"https://expo.test"}}', 'EXTERNAL_LINKS.homepage'],
    ['{"legal":{"fr-fr":"https://expo.test"}}', 'EXTERNAL_LINKS.legal'],
    ['{"legal":{"zh-cn":"javascript:alert(1)"}}', 'EXTERNAL_LINKS.legal.zh-cn'],
  ])('refuses EXTERNAL_LINKS=%s', (value, issue) => {
    expect(() => loadConfig({ EXTERNAL_LINKS: value })).toThrow(issue);
  });

  it('refuses a SITE_URL that is not an http(s) address', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://fair.example' })).toThrow('SITE_URL');
  });

  it('refuses SMTP without a sender', () => {
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com' })).toThrow('SMTP_FROM');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow('SMTP_FROM');
  });

  it('reads SMTP_URL and the SMS gateway; without them mail and SMS stay in the outbox', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://fair%40example.com:p%40ss@mail.example.com', SMTP_FROM: 'fair@example.com', SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_TOKEN: 't' });
    expect(config.smtp).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, user: 'fair@example.com', pass: 'p@ss', from: 'fair@example.com' });
    expect(config.sms).toEqual({ webhookUrl: 'https://sms.example.com/send', webhookToken: 't' });
    const plain = loadConfig({});
    expect(plain.smtp).toBeUndefined();
    expect(plain.sms).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'fair@example.com' })).toThrow('SMTP_URL');
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'ftp://sms.example.com' })).toThrow('SMS_WEBHOOK_URL');
  });
});
