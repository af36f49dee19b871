import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DestinationsTable } from "@/components/stats/destinations-table";

const rowsOf = (markup: string) =>
  [...markup.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].slice(1).map((row) => row[1].replace(/<[^>]+>/g, " ").trim());

const render = (destinations: { destination: string; count: number }[], total: number) =>
  rowsOf(renderToStaticMarkup(createElement(DestinationsTable, { destinations, total })));

describe("scans by destination", () => {
  it("shows the scans no destination was recorded for, so the shares add up to the total", () => {
    const rows = render(
      [
        { destination: "https://cafe.example/fr", count: 20 },
        { destination: "https://cafe.example/en", count: 11 },
      ],
      100,
    );
    expect(rows).toEqual([
      expect.stringMatching(/^https:\/\/cafe\.example\/fr\s+20\s+20%$/),
      expect.stringMatching(/^https:\/\/cafe\.example\/en\s+11\s+11%$/),
      expect.stringMatching(/^Scans while the code had no rules\s+69\s+69%$/),
    ]);
  });

  it("adds no row when every scan was routed", () => {
    expect(render([{ destination: "https://cafe.example/a", count: 5 }], 5)).toHaveLength(1);
  });

  it("calls the rest other destinations too when the list is cut at its 20 rows", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => ({ destination: `https://x.example/${index}`, count: 2 }));
    expect(render(twenty, 50).at(-1)).toMatch(/^Other destinations, and scans while the code had no rules\s+10\s+20%$/);
  });
});
