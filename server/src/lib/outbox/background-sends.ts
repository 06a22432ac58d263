import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundSends {
  /** starts a send without waiting for it; a failure is logged (the outbox row keeps the error) */
  run(label: string, send: () => Promise<void>): void;
  /** resolves once every started send has finished (shutdown, tests) */
  idle(): Promise<void>;
}

/**
 * Sends that a request starts but does not wait for: answers then take the same time whether or not
 * a message went out (no account enumeration by timing), and a slow provider does not hold the caller.
 */
export function backgroundSends(log: FastifyBaseLogger): BackgroundSends {
  const inFlight = new Set<Promise<void>>();
  return {
    run(label, send) {
      const task: Promise<void> = send()
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
