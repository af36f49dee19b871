import fs from "node:fs";
import { createRequire } from "node:module";
import { LRUCache } from "lru-cache";
import type DecoderClass from "mmdb-lib/lib/decoder";
import type ipModule from "mmdb-lib/lib/ip";
import type { parseMetadata as ParseMetadata } from "mmdb-lib/lib/metadata";
import type walkerOf from "mmdb-lib/lib/reader/walker";

// mmdb-lib is CommonJS, and its decoder and tree walker are files of their own, not its main
// export: loaded with require, so Node's ESM loader (the server bundle) and bundlers agree.
const load = createRequire(import.meta.url);
const Decoder: typeof DecoderClass = load("mmdb-lib/lib/decoder.js").default;
const ip: typeof ipModule = load("mmdb-lib/lib/ip.js").default;
const parseMetadata: typeof ParseMetadata = load("mmdb-lib/lib/metadata.js").parseMetadata;
const walker: typeof walkerOf = load("mmdb-lib/lib/reader/walker.js").default;

/** A MaxMind DB (.mmdb) opened for lookups: `get` answers the address's record, or null. */
export interface GeoDatabase {
  get(address: string): unknown;
  close(): void;
}

// The metadata sits in the file's last 128 KiB, after a marker (the MaxMind DB format).
const METADATA_MAX_BYTES = 128 * 1024;
const DATA_SECTION_SEPARATOR = 16;
/** Decoded records kept (by their offset: many networks share one place's record). */
const RECORDS_CACHED = 5_000;
/** Nodes per cached block of the search tree: a block never splits a node. */
const NODES_PER_BLOCK = 512;

/**
 * The search tree stays on disk and is read a block at a time into a fixed set of slots (one slot
 * per block number modulo `slots`), while the data section, a fifth of the file, is read into
 * memory. Reading the whole file would keep 28 MB (IPv4) and 17 MB (IPv6) resident for the life of
 * the process; this keeps the data plus `slots` blocks (2 MB by default), and the tree's blocks in
 * the kernel's page cache, which it can reclaim. A lookup reads about two blocks the slots do not
 * hold, each a read of a few KB from the page cache (synchronous: microseconds, no queue).
 */
export function openGeoDatabase(file: string, slots = 512): GeoDatabase {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    const tailBytes = Math.min(size, METADATA_MAX_BYTES);
    const metadata = parseMetadata(read(fd, tailBytes, size - tailBytes));
    const dataStart = metadata.searchTreeSize + DATA_SECTION_SEPARATOR;
    // Pointers in the data section count from its start, so a decoder over it alone needs no offset.
    const records = new LRUCache<number, object>({ max: RECORDS_CACHED });
    const decoder = new Decoder(read(fd, size - dataStart, dataStart), 0, {
      get: (offset) => records.get(Number(offset)),
      set: (offset, value) => records.set(Number(offset), value),
    });
    const blockBytes = metadata.nodeByteSize * NODES_PER_BLOCK;
    const cached = Buffer.alloc(slots * blockBytes);
    const node = walker(cached, metadata.recordSize);
    const tags = new Int32Array(slots).fill(-1); // the block each slot holds; -1: none yet
    /** Where node `number` is in `cached`, after reading its block in if the slot holds another. */
    const locate = (number: number) => {
      const block = Math.floor(number / NODES_PER_BLOCK);
      const slot = block % slots;
      if (tags[slot] !== block) {
        fs.readSync(fd, cached, slot * blockBytes, blockBytes, block * blockBytes);
        tags[slot] = block;
      }
      return slot * blockBytes + (number % NODES_PER_BLOCK) * metadata.nodeByteSize;
    };
    return {
      get(address) {
        const raw = ip.parse(address);
        const bits = raw.length * 8;
        // A database of one family answers addresses of that family only (lib/scans/lookup-geo.ts picks it).
        if (bits !== (metadata.ipVersion === 4 ? 32 : 128)) return null;
        let number = 0;
        for (let depth = 0; depth < bits && number < metadata.nodeCount; depth++) {
          const at = locate(number);
          number = ip.bitAt(raw, depth) ? node.right(at) : node.left(at);
        }
        // nodeCount itself means "no record"; past it, a pointer into the data section.
        if (number <= metadata.nodeCount) return null;
        return decoder.decodeFast(number - metadata.nodeCount - DATA_SECTION_SEPARATOR).value;
      },
      close: () => fs.closeSync(fd),
    };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}

function read(fd: number, length: number, position: number): Buffer {
  const buffer = Buffer.alloc(length);
  fs.readSync(fd, buffer, 0, length, position);
  return buffer;
}
