import path from "node:path";
import { resetConfigForTests } from "@/lib/config/env";
import { grantCredits } from "@/lib/credits/grant-credits";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { type DiscoveredRoute, discoverRoutes } from "./discover-routes";

// What the document-driven suites (document-fuzz, document-edges) share: every operation of the
// document with its route handler, and an account rich enough that no limit or balance gets in
// the way of what they check.

type Json = Record<string, any>;

export interface DocumentOperation {
  method: string;
  path: string;
  operation: Json;
  route: DiscoveredRoute;
}

/** No rate limit is met however many requests a suite sends (set before the config is read). */
export function liftRateLimits(): void {
  for (const name of [
    "LIMIT_KEY_PER_MINUTE",
    "LIMIT_KEY_PER_DAY",
    "LIMIT_USER_PER_MINUTE",
    "LIMIT_ANON_PER_MINUTE",
    "LIMIT_IMAGE_PER_MINUTE",
  ]) {
    process.env[name] = "100000000";
  }
  resetConfigForTests();
}

/** Every operation of `document`, each with the route handler that serves it. */
export async function documentOperations(document: Json): Promise<DocumentOperation[]> {
  const routes = await discoverRoutes(path.resolve("app"), path.resolve("app", "api", "v1"));
  return Object.entries(document.paths as Json).flatMap(([urlPath, item]) =>
    Object.entries(item as Json).map(([method, operation]) => {
      const route = routes.find((candidate) => candidate.path === urlPath && candidate.method === method.toUpperCase());
      if (!route) throw new Error(`no route for ${method} ${urlPath}`);
      return { method: method.toUpperCase(), path: urlPath, operation, route };
    }),
  );
}

/** An admin with a million credits, a key and a session, and one dynamic code of theirs. */
export async function documentAccount(operations: DocumentOperation[], label: string) {
  const admin = await makeUser({ admin: true, label });
  await grantCredits(admin.accountId, 1_000_000);
  const headers = { key: bearer(await makeKey(admin)), session: await sessionCookie(admin) };
  const created = await call(
    operations.find((o) => o.operation.operationId === "qrcodes.create")!.route.handler,
    "/api/v1/qrcodes",
    {
      method: "POST",
      headers: headers.key,
      body: { content: `https://example.com/${label}`, name: label },
    },
  );
  return { headers, codeId: created.body.id as string };
}
