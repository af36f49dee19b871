// The rows bench/stats-copy.ts streams into PostgreSQL, made in this process: a UTC day's scan
// events as COPY text, with that day's rollups and distinct visitors tallied as they are drawn, so
// no pass over the events is needed afterwards. Same distributions as the SQL seed (stats-seed.ts).

const DEVICES = ["mobile", "desktop", "tablet", "other"];
const OSES = ["iOS", "Android", "Windows", "macOS", "Linux", "iPadOS", "ChromeOS", "Unknown"];
const BROWSERS = [
  "Chrome",
  "Mobile Safari",
  "Safari",
  "Firefox",
  "Edge",
  "Opera",
  "Samsung Internet",
  "UC Browser",
  "Brave",
  "Vivaldi",
  "Chrome WebView",
  "Unknown",
];
const UNIT = "\u001f"; // the geo rollup's separator (lib/scans/rollup-dimensions.ts)

/** 40 countries x 5 regions x 10 cities: each place's COPY columns and its geo rollup value. */
const PLACES = Array.from({ length: 2000 }, (_, i) => {
  const [country, region, city] = [`C${Math.floor(i / 50)}`, `R${Math.floor(i / 10) % 5}`, `City${i % 10}`];
  const names = [country, `${country}-${region}`, `${country}-${region}-${city}`];
  return { columns: names.join("\t"), geo: names.join(UNIT) };
});

/** A seeded generator of uniform numbers in [0, 1) (mulberry32): the same rows on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));
const PLACE_GEOS = PLACES.map((place) => place.geo);
const HEX = Buffer.from("0123456789abcdef");
const mix = (x: number) => {
  const h = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  const k = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (k ^ (k >>> 16)) >>> 0;
};
/** The four words of a visitor id: 32 hex digits, distinct for each visitor number below 2^32. */
const visitorWords = (v: number) => [mix(v), mix(v ^ 0x9e3779b9), mix(v + 0x7f4a7c15), mix(~v)];
const CHUNK = 1 << 20;

/** COPY text written byte by byte into chunks: no string per row, so no garbage per row. */
class Bytes {
  readonly chunks: Buffer[] = [];
  private buffer = Buffer.allocUnsafe(CHUNK);
  private at = 0;

  /** Room for a row of at most `size` bytes. */
  room(size: number) {
    if (this.at + size <= CHUNK) return;
    this.chunks.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafe(CHUNK);
    this.at = 0;
  }
  put(bytes: Buffer) {
    bytes.copy(this.buffer, this.at);
    this.at += bytes.length;
  }
  int(n: number, width = 0) {
    const digits = n === 0 ? 1 : Math.floor(Math.log10(n)) + 1;
    const size = Math.max(width, digits);
    for (let i = size - 1, rest = n; i >= 0; i--, rest = Math.floor(rest / 10))
      this.buffer[this.at + i] = 48 + (rest % 10);
    this.at += size;
  }
  hex(word: number) {
    for (let i = 7; i >= 0; i--) this.buffer[this.at++] = HEX[(word >>> (i * 4)) & 15];
  }
  byte(code: number) {
    this.buffer[this.at++] = code;
  }
  end(): Buffer[] {
    if (this.at > 0) this.chunks.push(this.buffer.subarray(0, this.at));
    return this.chunks;
  }
}

const column = (text: string) => Buffer.from(`${text}\t`);
const DEVICE_COLUMNS = DEVICES.map(column);
const OS_COLUMNS = OSES.map(column);
const BROWSER_COLUMNS = BROWSERS.map(column);
const PLACE_COLUMNS = PLACES.map((place) => column(place.columns));
const [TAB, NEWLINE, COLON, DOT] = [9, 10, 58, 46];

export interface DayRows {
  /** ScanEvent rows as COPY text (id, qrCodeId, eventType, device, os, browser, country, region, city, visitorId, createdAt). */
  events: Buffer[];
  /** ScanDailyCount rows as COPY text (qrCodeId, day, dimension, value, count). */
  rollups: string[];
  /** ScanVisitorDay rows as COPY text (qrCodeId, day, visitorId). */
  visitorDays: Buffer[];
}

export interface DayDraw {
  day: string;
  /** How many events fall on the day, and the milliseconds of it they spread over (less today). */
  count: number;
  spanMs: number;
  codes: string[];
  visitors: number;
  /** The id of the day's first event; the next ones count up from it. */
  firstId: number;
  idPrefix: string;
  /** Marks each visitor number drawn (for the exact count of distinct visitors). */
  seen?: Uint8Array;
}

/** One code's tallies of a day: totals per device, OS, browser and place, and its visitors. */
const tally = () => ({
  total: 0,
  device: new Int32Array(DEVICES.length),
  os: new Int32Array(OSES.length),
  browser: new Int32Array(BROWSERS.length),
  geo: new Int32Array(PLACES.length),
  hour: new Int32Array(24),
  visitors: new Set<number>(),
});

/**
 * One day of scans, in time order (as scans are written): codes, visitors and times drawn uniformly,
 * devices 60/30/8/2 %, every other dimension uniformly.
 */
export function drawDay(next: () => number, draw: DayDraw): DayRows {
  const { day, count, spanMs, codes, visitors, seen } = draw;
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) times[i] = Math.floor(next() * spanMs);
  times.sort();
  const tallies = codes.map(tally);
  const codeColumns = codes.map((id) => Buffer.from(`${id}\tclick\t`));
  const [prefix, dayColumn] = [Buffer.from(draw.idPrefix), Buffer.from(`${day} `)];
  const events = new Bytes();
  for (let i = 0; i < count; i++) {
    const code = codes.length === 1 ? 0 : Math.floor(next() * codes.length);
    const d = next();
    const device = d < 0.6 ? 0 : d < 0.9 ? 1 : d < 0.98 ? 2 : 3;
    const os = Math.floor(next() * OSES.length);
    const browser = Math.floor(next() * BROWSERS.length);
    const place = Math.floor(next() * PLACES.length);
    const visitor = Math.floor(next() * visitors);
    if (seen) seen[visitor >>> 3] |= 1 << (visitor & 7);
    const counts = tallies[code];
    counts.total++;
    counts.device[device]++;
    counts.os[os]++;
    counts.browser[browser]++;
    counts.geo[place]++;
    counts.hour[Math.floor(times[i] / 3_600_000)]++;
    counts.visitors.add(visitor);
    events.room(512);
    events.put(prefix);
    events.int(draw.firstId + i);
    events.byte(TAB);
    events.put(codeColumns[code]);
    events.put(DEVICE_COLUMNS[device]);
    events.put(OS_COLUMNS[os]);
    events.put(BROWSER_COLUMNS[browser]);
    events.put(PLACE_COLUMNS[place]);
    for (const word of visitorWords(visitor)) events.hex(word);
    events.byte(TAB);
    events.put(dayColumn);
    const ms = times[i];
    events.int(Math.floor(ms / 3_600_000), 2);
    events.byte(COLON);
    events.int(Math.floor(ms / 60_000) % 60, 2);
    events.byte(COLON);
    events.int(Math.floor(ms / 1000) % 60, 2);
    events.byte(DOT);
    events.int(ms % 1000, 3);
    events.byte(NEWLINE);
  }
  const rollups: string[] = [];
  const visitorDays = new Bytes();
  codes.forEach((id, code) => {
    const counts = tallies[code];
    if (counts.total === 0) return;
    const rows: [string, string, number][] = [["total", "", counts.total]];
    const add = (dimension: string, values: readonly string[], tallies: ArrayLike<number>) => {
      for (let i = 0; i < values.length; i++) if (tallies[i]) rows.push([dimension, values[i], tallies[i]]);
    };
    add("device", DEVICES, counts.device);
    add("os", OSES, counts.os);
    add("browser", BROWSERS, counts.browser);
    add("geo", PLACE_GEOS, counts.geo);
    add("hour", HOURS, counts.hour);
    for (const [dimension, value, n] of rows) rollups.push(`${id}\t${day}\t${dimension}\t${value}\t${n}\n`);
    const head = Buffer.from(`${id}\t${day}\t`);
    for (const visitor of counts.visitors) {
      visitorDays.room(256);
      visitorDays.put(head);
      for (const word of visitorWords(visitor)) visitorDays.hex(word);
      visitorDays.byte(NEWLINE);
    }
  });
  return { events: events.end(), rollups, visitorDays: visitorDays.end() };
}
