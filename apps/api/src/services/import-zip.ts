import { inflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
const HAS_DATA_DESCRIPTOR = 0x8;
const ZIP64_SIZE = 0xffffffff;

export class ZipTooLarge extends Error {}
export class ZipUnreadable extends Error {}

/** Unpacks every entry of a zip once, as a streaming reader meets them (local headers in file
 * order), counting what they unpack to and stopping as soon as the count passes `limitBytes`:
 * a few KB of xlsx can unpack to gigabytes, and the size a zip declares may lie. Nothing is
 * kept; the workbook reader that runs afterwards sees the same entries, so its strings cache
 * and temporary files are bounded by the same number. Throws ZipTooLarge past the limit,
 * ZipUnreadable for what a streaming reader could not follow (zip64, stored entries without
 * sizes, other compression methods). */
export function assertUnpacksWithin(file: Buffer, limitBytes: number): void {
  let offset = 0;
  let unpacked = 0;
  while (offset + 30 <= file.length && file.readUInt32LE(offset) === LOCAL_HEADER) {
    const flags = file.readUInt16LE(offset + 6);
    const method = file.readUInt16LE(offset + 8);
    const packedSize = file.readUInt32LE(offset + 18);
    const start = offset + 30 + file.readUInt16LE(offset + 26) + file.readUInt16LE(offset + 28);
    const described = (flags & HAS_DATA_DESCRIPTOR) !== 0;
    if (packedSize === ZIP64_SIZE) throw new ZipUnreadable('zip64 entry');
    let end: number;
    if (method === STORED && !described) {
      unpacked += packedSize;
      end = start + packedSize;
    } else if (method === DEFLATED) {
      const input = file.subarray(start, described ? file.length : start + packedSize);
      const { buffer, engine } = inflateEntry(input, limitBytes - unpacked);
      unpacked += buffer.length;
      end = start + engine.bytesWritten;
    } else throw new ZipUnreadable(`compression method ${method}`);
    if (unpacked > limitBytes) throw new ZipTooLarge();
    if (described)
      end += end + 4 <= file.length && file.readUInt32LE(end) === DATA_DESCRIPTOR ? 16 : 12;
    if (end > file.length) throw new ZipUnreadable('entry past the end of the file');
    offset = end;
  }
  if (offset === 0) throw new ZipUnreadable('no zip entries');
}

/** One deflated entry, and how many packed bytes it took (`info` gives the engine's count). */
function inflateEntry(input: Buffer, room: number) {
  try {
    const options = { info: true, maxOutputLength: Math.max(1, room + 1) };
    return inflateRawSync(input, options) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge();
    throw new ZipUnreadable((error as Error).message);
  }
}
