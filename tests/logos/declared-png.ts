import { once } from "node:events";
import { crc32, createDeflate } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The zlib stream of `row` repeated `times` times, fed one row at a time. */
async function deflateRows(row: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = once(deflate, "end");
  for (let y = 0; y < times; y++) if (!deflate.write(row)) await once(deflate, "drain");
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/**
 * A valid RGBA PNG of width × height px in one colour, compressed row by row, so making it takes
 * no more memory than one row: a 65535 × 600 one is ~150 KB, and ~150 MB of pixels once decoded.
 */
export async function declaredPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, standard filters, not interlaced
  const row = Buffer.alloc(1 + width * 4); // filter type 0 (none), then the pixels
  for (let x = 0; x < width; x++) row.set([220, 38, 38, 255], 1 + x * 4);
  const pixels = await deflateRows(row, height);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
