import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/** One file of an archive: its path and its text, in pieces as it is made. */
export type ZipEntry = { name: string; chunks: AsyncIterable<string> | Iterable<string> };

const UTF8_AND_DESCRIPTOR = 0x0808; // names are UTF-8; sizes follow the data
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate
const LIMIT = 0xffffffff; // no ZIP64: a file or an archive over 4 GiB is refused

/** The MS-DOS time and date a ZIP header carries. */
function dosTime(now: Date) {
  return {
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1),
    date: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
  };
}

type Written = { name: Buffer; crc: number; size: number; compressed: number; offset: number };

/** Writes a ZIP archive to `out`, one deflated entry after the other, each streamed: an entry's
 * text is compressed as it comes (node:zlib), with its CRC and sizes in a data descriptor after
 * it, so nothing of an entry is held beyond the piece being compressed. Waits whenever `out`
 * or the compressor is full (backpressure), and stops early when `out` is destroyed (the
 * download went away). Resolves once the central directory is written and `out` is ended. */
export async function writeZip(out: PassThrough, entries: Iterable<ZipEntry>) {
  const { time, date } = dosTime(new Date());
  const written: Written[] = [];
  let offset = 0;
  const put = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.destroyed && !out.write(bytes)) await until(out, 'drain', out);
  };
  for (const entry of entries) {
    if (out.destroyed) return;
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes (14-25) stay 0 here: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    const start = offset;
    await put(Buffer.concat([header, name]));
    const { crc, size, compressed } = await deflateInto(out, entry.chunks);
    if (out.destroyed) return;
    offset += compressed;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await put(descriptor);
    if (offset > LIMIT) throw new Error('the archive is over 4 GiB (ZIP64 is not written)');
    written.push({ name, crc, size, compressed, offset: start });
  }
  const directoryStart = offset;
  for (const file of written) {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(file.crc, 16);
    record.writeUInt32LE(file.compressed, 20);
    record.writeUInt32LE(file.size, 24);
    record.writeUInt16LE(file.name.length, 28);
    // extra and comment lengths, disk number, attributes (30-41) stay 0
    record.writeUInt32LE(file.offset, 42);
    await put(Buffer.concat([record, file.name]));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  if (out.destroyed) return;
  out.end(end);
}

/** Compresses one entry's pieces into `out`; answers their CRC-32, size and compressed size. */
async function deflateInto(out: PassThrough, chunks: ZipEntry['chunks']) {
  const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
  let compressed = 0;
  deflate.on('data', (piece: Buffer) => {
    compressed += piece.length;
  });
  deflate.pipe(out, { end: false });
  let crc = 0;
  let size = 0;
  try {
    for await (const text of chunks) {
      if (out.destroyed) break;
      const bytes = Buffer.from(text, 'utf8');
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (size > LIMIT) throw new Error('a file of the archive is over 4 GiB');
      if (!deflate.write(bytes)) await until(deflate, 'drain', out);
    }
  } catch (error) {
    deflate.destroy();
    throw error;
  }
  if (out.destroyed) {
    deflate.destroy();
    return { crc, size, compressed };
  }
  const ended = until(deflate, 'end', out);
  deflate.end();
  await ended;
  if (out.destroyed) deflate.destroy();
  return { crc, size, compressed };
}

/** Until `stream` emits `event`, or `out` (the download) closes, whichever is first; the other
 * listener is removed (no leak over many waits). */
async function until(stream: NodeJS.EventEmitter, event: string, out: PassThrough) {
  if (out.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, event, { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}
