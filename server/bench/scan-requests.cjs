// autocannon setupRequest (a file, since it runs in autocannon's worker thread): each request scans the next
// (visitor, point) pair of the JSON array in the file named by BENCH_SCANS_FILE, so every scan is a new
// check-in (an insert), not a repeat answered from the key.
const { readFileSync } = require('node:fs');

const scans = JSON.parse(readFileSync(process.env.BENCH_SCANS_FILE, 'utf8'));
let next = 0;

module.exports = function setupRequest(request) {
  const scan = scans[next % scans.length];
  next += 1;
  return { ...request, headers: { ...request.headers, 'x-visitor-token': scan.visitor }, body: scan.body };
};
