import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { CallArgs, KeyArgs, ResultOf } from "@/components/ui/api-call";
import * as routes from "@/components/ui/api-routes.generated";
import * as ai from "@/lib/ai/contracts";
import * as audit from "@/lib/audit/contracts";
import * as codes from "@/lib/codes/contracts";
import * as credits from "@/lib/credits/contracts";
import * as destinations from "@/lib/destinations/contracts";
import * as domains from "@/lib/domains/contracts";
import * as generate from "@/lib/generate/contracts";
import * as imports from "@/lib/imports/contracts";
import * as invitations from "@/lib/invitations/contracts";
import * as keys from "@/lib/keys/contracts";
import * as logos from "@/lib/logos/contracts";
import * as mcp from "@/lib/mcp/contracts";
import * as me from "@/lib/me/contracts";
import { ALL_CONTRACTS } from "@/lib/openapi/all-contracts";
import * as openapi from "@/lib/openapi/contracts";
import * as print from "@/lib/print/contracts";
import * as shares from "@/lib/shares/contracts";
import * as liveScans from "@/lib/live-scans/contracts";
import * as sheets from "@/lib/sheets/contracts";
import * as stats from "@/lib/stats/contracts";
import * as templates from "@/lib/templates/contracts";
import * as twoFactor from "@/lib/two-factor/contracts";
import * as users from "@/lib/users/contracts";
import * as webhooks from "@/lib/webhooks/contracts";
import * as workspaces from "@/lib/workspaces/contracts";
import { GENERATED_ROUTES, GENERATED_ROUTES_DIR, generatedApiRoutes } from "@/scripts/build-api-routes";

// The dashboard calls the API through components/ui/api-routes.generated.ts: each contract's method
// and path under the contract's name, typed as the contract (written a domain a file under
// components/ui/api-routes/, which that module re-exports). They must be what scripts/build-api-routes.ts
// writes from the contracts now, and each route the contract's own method and path.

/** Every export of the contracts modules, by name (a domain added to lib/ is added here too). */
const exported: Record<string, unknown> = {
  ...ai,
  ...audit,
  ...codes,
  ...credits,
  ...destinations,
  ...domains,
  ...generate,
  ...imports,
  ...keys,
  ...logos,
  ...mcp,
  ...me,
  ...openapi,
  ...print,
  ...shares,
  ...liveScans,
  ...sheets,
  ...stats,
  ...templates,
  ...twoFactor,
  ...users,
  ...webhooks,
  ...workspaces,
  ...invitations,
};

describe("components/ui/api-routes.generated.ts", () => {
  it("is what scripts/build-api-routes.ts writes from the contracts now", async () => {
    const files = await generatedApiRoutes();
    const written = [
      GENERATED_ROUTES,
      ...readdirSync(GENERATED_ROUTES_DIR).map((name) => path.join(GENERATED_ROUTES_DIR, name)),
    ];
    expect(written.sort(), "run npm run api-routes:build").toEqual([...files.keys()].sort());
    for (const [file, text] of files)
      expect(readFileSync(file, "utf8"), `${file}: run npm run api-routes:build`).toBe(text);
  });

  it.each(Object.entries(routes))(
    "%s: the contract's method and path, and nothing else (no schema in the browser)",
    (name, route) => {
      const contract = exported[name] as (typeof ALL_CONTRACTS)[number] | undefined;
      expect(contract, `no contract exported as ${name}`).toBeDefined();
      expect(route).toStrictEqual({ method: contract?.method, path: contract?.path });
    },
  );

  it("holds one route for each contract of ALL_CONTRACTS", () => {
    const contracts = Object.keys(routes).map((name) => exported[name]);
    expect(new Set(contracts)).toEqual(new Set(ALL_CONTRACTS));
    expect(contracts).toHaveLength(ALL_CONTRACTS.length);
  });

  it("types each route as its contract: call and keyOf take and answer the same", () => {
    expectTypeOf<CallArgs<typeof routes.updateQrCodeContract>>().toEqualTypeOf<
      CallArgs<typeof codes.updateQrCodeContract>
    >();
    expectTypeOf<ResultOf<typeof routes.updateQrCodeContract>>().toEqualTypeOf<
      ResultOf<typeof codes.updateQrCodeContract>
    >();
    expectTypeOf<KeyArgs<typeof routes.listScansContract>>().toEqualTypeOf<KeyArgs<typeof stats.listScansContract>>();
    expectTypeOf<ResultOf<typeof routes.getStatsContract>>().toEqualTypeOf<ResultOf<typeof stats.getStatsContract>>();
    expectTypeOf<CallArgs<typeof routes.retryDeliveryContract>>().toEqualTypeOf<
      CallArgs<typeof webhooks.retryDeliveryContract>
    >();
    expectTypeOf<ResultOf<typeof routes.exportStatsCsvContract>>().toEqualTypeOf<never>();
  });
});
