// The entry of every worker thread: loads the TypeScript module named in workerData.entry. A worker
// does not inherit tsx's loader (Node 20 runs none of the parent's --import hooks in it), and under jest
// there is no loader at all, so tsx's require hook is registered here: the same under `tsx src/main.ts`
// and under jest. tsx caches what it compiled, so a later worker starts without compiling again.
require('tsx/cjs/api').register();
require(require('node:worker_threads').workerData.entry);
