// autocannon setupClient (a file, since it runs in autocannon's worker thread): each new connection sends
// the next body of the JSON array in the file named by BENCH_BODIES_FILE, so concurrent saves write
// different products instead of queueing on one row's lock.
const { readFileSync } = require('node:fs');

const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES_FILE, 'utf8'));
let next = 0;

module.exports = function setupClient(client) {
  client.setBody(bodies[next % bodies.length]);
  next += 1;
};
