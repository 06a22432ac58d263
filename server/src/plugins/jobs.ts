import fp from 'fastify-plugin';
import { JobQueue, type QueueOptions } from '../lib/jobs/job-queue';
import { registerOutboxJobs } from '../lib/outbox/outbox-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue: register handlers at plugin time, enqueue in requests */
    jobs: JobQueue;
  }
}

export type JobsPluginOptions = Pick<QueueOptions, 'leaseMs' | 'pollMs' | 'shutdownGraceMs'>;

/**
 * app.jobs (ARCHITECTURE: background jobs live in PostgreSQL). Every process can enqueue; with
 * JOBS_WORKER on (the default) it also runs jobs once the app is ready. On close it stops claiming,
 * lets jobs in flight finish for a bounded time and hands back the rest before the database closes.
 */
export default fp<JobsPluginOptions>(
  async (app, options) => {
    const queue = new JobQueue({
      ...options,
      db: app.db,
      listen: app.dbListen,
      concurrency: app.config.jobs.concurrency,
      onError: (error, message) => app.log.error({ err: error }, message),
      // what the job's creator is told (the refusal's key), without a stack: no fault to investigate
      onRefused: (failure, message) => app.log.info({ refusal: failure.key, params: failure.params }, message),
    });
    registerOutboxJobs(queue, app);
    app.decorate('jobs', queue);
    if (app.config.jobs.worker) app.addHook('onReady', () => queue.start());
    // preClose: before the database plugin's onClose, since handing jobs back writes to it
    app.addHook('preClose', () => queue.close());
  },
  { name: 'jobs', dependencies: ['config', 'db', 'mail', 'sms'] },
);
