import { z } from 'zod';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage } from '../mail/mailer';

/** The job kind that delivers one SMS or e-mail (and records it in the outbox) outside the request. */
export const OUTBOX_SEND = 'outbox.send';

const message = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('sms'), phone: z.string().min(1), text: z.string() }),
  z.object({ channel: z.literal('email'), to: z.string().min(1), subject: z.string(), text: z.string() }),
]);
export type OutboxJobMessage = z.infer<typeof message>;

/**
 * `message: null` is a job with nothing to deliver: a request that must not reveal whether a recipient
 * exists enqueues one for an unknown recipient, so both answers cost the same writes.
 */
const payload = z.object({ message: message.nullable() });

export interface Senders {
  mail: { send(message: MailMessage): Promise<void> };
  sms: { send(phone: string, text: string): Promise<void> };
}

/**
 * A verification code is worth little after its 10 minutes: three tries, 30 s then 60 s apart. Each
 * try records its own outbox row, with the provider's error when it fails.
 */
export function registerOutboxJobs(queue: JobQueue, senders: Senders): void {
  queue.register(OUTBOX_SEND, {
    payload,
    maxAttempts: 3,
    backoffMs: 30_000,
    async handle({ message: toSend }) {
      if (!toSend) return { sent: false };
      if (toSend.channel === 'sms') await senders.sms.send(toSend.phone, toSend.text);
      else await senders.mail.send({ to: toSend.to, subject: toSend.subject, text: toSend.text });
      return { sent: true };
    },
  });
}

/** Queues a message (or, with null, the same write without one); resolves once the job is stored. */
export async function sendLater(queue: JobQueue, toSend: OutboxJobMessage | null): Promise<void> {
  await queue.enqueue(OUTBOX_SEND, { message: toSend });
}
