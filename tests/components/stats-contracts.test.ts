import { describe, expect, it } from "vitest";
import * as browser from "@/components/stats/stats-contracts";
import { exportScansCsvContract, exportStatsCsvContract, getStatsContract, listScansContract, STATS_CONTRACTS } from "@/lib/stats/contracts";

// components/stats/stats-contracts.ts copies what the browser needs of lib/stats/contracts.ts (which
// the browser cannot import: it pulls in the database client). The copy must stay the contract.
describe("the browser's statistics contracts are lib/stats/contracts.ts's", () => {
  const pairs = [
    ["getStats", browser.getStats, getStatsContract],
    ["listScans", browser.listScans, listScansContract],
    ["exportStatsCsv", browser.exportStatsCsv, exportStatsCsvContract],
    ["exportScansCsv", browser.exportScansCsv, exportScansCsvContract],
  ] as const;

  it.each(pairs)("%s: same method, path and schema objects", (_, copy, contract) => {
    expect(copy.method).toBe(contract.method);
    expect(copy.path).toBe(contract.path);
    expect(copy.params).toBe(contract.params);
    expect(copy.query).toBe(contract.query);
    if ("file" in copy.response) expect(copy.response).toEqual(contract.response);
    else expect(copy.response).toBe(contract.response);
  });

  it("covers every statistics endpoint, and holds nothing else", () => {
    expect(new Set(pairs.map(([, , contract]) => contract))).toEqual(new Set(STATS_CONTRACTS));
    expect(Object.keys(browser).sort()).toEqual(pairs.map(([name]) => name).sort());
  });
});
