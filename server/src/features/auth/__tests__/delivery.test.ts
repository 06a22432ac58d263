import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outboxMessages } from '../../../db/schema/messaging';
import { DEMO_LOGINS, DEMO_PHONES } from '../../../seed/demo-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP server on localhost that keeps what it receives (no TLS, no auth). */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An SMS gateway on localhost: answers 200, or 503 while `failing`. */
async function startGateway() {
  const requests: { authorization?: string; body: { phone: string; text: string } }[] = [];
  const state = { failing: false };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) as { phone: string; text: string } });
      response.writeHead(state.failing ? 503 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${port}/sms`, requests, state, close };
}

describe('delivery through SMTP and an SMS gateway', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    gateway = await startGateway();
    t = await buildTestApp({
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Fair Portal <noreply@fair.example>' },
      sms: { webhookUrl: gateway.url, webhookToken: 'gateway-secret' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
    await gateway.close();
  });

  const outboxOf = async (recipient: string) => {
    await t.app.jobs.runUntilIdle();
    return t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
  };

  it('mails the reset code over SMTP and marks the outbox row sent', async () => {
    expect(t.app.mail.outboxOnly).toBe(false);
    const response = await t.app.inject({ method: 'POST', url: '/exhibitors/user/forgot-password', payload: { email: DEMO_LOGINS.rival }, headers: { 'language-set': 'zh-cn' } });
    expect(envelope(response).code).toBe(0);
    const [row] = await outboxOf(DEMO_LOGINS.rival);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('noreply@fair.example');
    expect(mail.to).toEqual([DEMO_LOGINS.rival]);
    const code = /\b(\d{6})\b/.exec(row.body)![1];
    const [head, body] = mail.data.split(/\r?\n\r?\n/, 2);
    const subject = /^Subject: =\?UTF-8\?B\?(.+)\?=$/m.exec(head)![1];
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe('重置密码验证码');
    expect(head).toMatch(/^Content-Transfer-Encoding: base64$/m);
    const text = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(text).toBe(row.body);
    expect(text).toContain(`验证码为 ${code}，10 分钟内有效`);
  });

  it('sends the login code through the gateway with its token', async () => {
    expect(t.app.sms.outboxOnly).toBe(false);
    const response = await t.app.inject({ method: 'POST', url: '/exhibitors/user/sms-code', payload: { phone: DEMO_PHONES.exhibitor } });
    expect(envelope(response).code).toBe(0);
    const [row] = await outboxOf(DEMO_PHONES.exhibitor);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(gateway.requests).toEqual([{ authorization: 'Bearer gateway-secret', body: { phone: DEMO_PHONES.exhibitor, text: row.body } }]);
    expect(row.body).toMatch(/登录验证码为 \d{6}/);
  });

  it('keeps the provider error on the outbox row when delivery fails, and still answers success', async () => {
    gateway.state.failing = true;
    const response = await t.app.inject({ method: 'POST', url: '/exhibitors/user/sms-code', payload: { phone: DEMO_PHONES.rival } });
    expect(envelope(response).code).toBe(0);
    const [row] = await outboxOf(DEMO_PHONES.rival);
    expect(row.sent_at).toBeNull();
    expect(row.error).toBe('SMS gateway answered 503');
  });
});
