import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** DOS date and time of `date` (local fields, as unzip tools show them). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface CentralEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

/** Bit 11: the names are UTF-8 (Chinese company names survive every unzip tool that honours it). */
const UTF8_FLAG = 0x0800;
const MAX_32 = 0xffffffff;
export const ZIP_MAX_ENTRIES = 0xffff;

/**
 * A zip written entry by entry to a stream, each entry stored as it is (the posters are PNGs: deflating them
 * again gains nothing), so only one entry is ever in memory and the writer waits for the stream to drain.
 * Classic zip limits hold (65,535 entries, 4 GB), which a fair's posters stay far below; past them it throws.
 */
export class ZipWriter {
  private readonly entries: CentralEntry[] = [];
  private offset = 0;

  constructor(
    private readonly out: Writable,
    private readonly modified = new Date(),
  ) {}

  get count(): number {
    return this.entries.length;
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(name: string, data: Buffer): Promise<void> {
    if (this.entries.length >= ZIP_MAX_ENTRIES || this.offset + data.length > MAX_32) throw new Error('zip limits reached');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const { time, day } = dosDateTime(this.modified);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(UTF8_FLAG, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push({ name: nameBytes, crc, size: data.length, offset: this.offset });
    await this.write(Buffer.concat([header, nameBytes]));
    await this.write(data);
  }

  /** Writes the central directory and ends the stream; resolves once everything is flushed. */
  async finish(): Promise<number> {
    const { time, day } = dosDateTime(this.modified);
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(UTF8_FLAG, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(day, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'finish');
    return this.offset;
  }
}
