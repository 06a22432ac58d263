// A worker process that dies in the middle of a job, as a crash would: run with tsx, the database
// address as its argument. It prints its worker id, claims one 'test.crash' job and exits inside it.
import { z } from 'zod';
import { openDatabase } from '../../../../db/client';
import { JobQueue } from '../../job-queue';

async function crash(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: process.argv[2] });
  const queue = new JobQueue({ db: handle.db, leaseMs: 600_000 });
  process.stdout.write(`${queue.workerId}\n`);
  queue.register('test.crash', {
    payload: z.object({}),
    handle: async () => process.exit(3),
  });
  await queue.runUntilIdle();
  process.exit(0);
}

void crash();
