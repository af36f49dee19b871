import { formatNumber, formatShare } from "@/components/ui/format";
import { NoData } from "./chart-card";
import type { Statistics } from "./stats-types";

/** Scans by place (country, region, city), most first. */
export function GeoTable({ places, total }: { places: Statistics["geoData"]; total: number }) {
  if (places.length === 0) return <NoData />;
  return (
    <div className="max-h-80 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Scans by place</caption>
        <thead className="sticky top-0 bg-white text-xs tracking-wide text-zinc-500 uppercase">
          <tr className="border-b border-zinc-200">
            <th scope="col" className="py-2 pr-3 font-medium">
              Country
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Region
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              City
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Scans
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {places.map((place) => (
            <tr key={`${place.country}|${place.region}|${place.city}`}>
              <td className="py-2 pr-3 text-zinc-900">{place.country}</td>
              <td className="py-2 pr-3 text-zinc-600">{place.region}</td>
              <td className="py-2 pr-3 text-zinc-600">{place.city}</td>
              <td className="py-2 text-right tabular-nums">
                <span className="font-medium text-zinc-900">{formatNumber(place.count)}</span>
                {total ? <span className="ml-1.5 text-xs text-zinc-500">{formatShare(place.count, total)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
