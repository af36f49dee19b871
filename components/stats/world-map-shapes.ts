import { geoEqualEarth, geoPath } from "d3-geo";
import isoCountries from "i18n-iso-countries";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-110m.json";

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 420;

export interface CountryShape {
  /** ISO 3166-1 numeric, as Natural Earth keys its countries. */
  id: string;
  name: string;
  path: string;
}

let shapes: CountryShape[] | null = null;

/** Natural Earth's 110 m countries projected once (Equal Earth keeps areas honest), then reused. */
export function countryShapes(): CountryShape[] {
  if (shapes) return shapes;
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const all = feature(topology, topology.objects.countries);
  // Antarctica has no scans to show and would take a fifth of the height.
  const countries = { ...all, features: all.features.filter((country) => country.properties.name !== "Antarctica") };
  const projection = geoEqualEarth().fitExtent(
    [
      [4, 4],
      [MAP_WIDTH - 4, MAP_HEIGHT - 4],
    ],
    countries,
  );
  const draw = geoPath(projection);
  shapes = countries.features.map((country) => ({
    id: String(country.id),
    name: country.properties.name,
    path: draw(country) ?? "",
  }));
  return shapes;
}

/** "DE" → "276"; undefined for Unknown and codes Natural Earth has no shape for. */
export const numericOf = (alpha2: string): string | undefined => isoCountries.alpha2ToNumeric(alpha2) ?? undefined;

const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;

/** "DE" → "Germany" (the browser's own region names); Unknown stays Unknown. */
export function countryName(alpha2: string): string {
  if (!/^[A-Z]{2}$/.test(alpha2)) return alpha2;
  try {
    return names?.of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}
