// Preloaded into a test server (NODE_OPTIONS=--require) to move its clock forward, like faketime:
// the offset in milliseconds is read from FAIR_CLOCK_OFFSET_FILE (re-read at most every 200 ms), so a
// journey can let a real session expire on the real server without waiting 12 hours.
const fs = require('node:fs');

const file = process.env.FAIR_CLOCK_OFFSET_FILE;
const RealDate = Date;
let offset = 0;
let readAt = 0;

function currentOffset() {
  const now = RealDate.now();
  if (now - readAt > 200) {
    readAt = now;
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }
  return offset;
}

function ShiftedDate(...args) {
  const date = args.length === 0 ? new RealDate(RealDate.now() + currentOffset()) : new RealDate(...args);
  return new.target ? date : date.toString();
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + currentOffset();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;

if (file) globalThis.Date = ShiftedDate;
