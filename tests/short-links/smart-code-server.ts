import { afterAll, beforeAll, expect } from "vitest";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { hit, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";

/**
 * A test database and a short-link server that trusts X-Forwarded-For (so a test can play many
 * visitors from many networks), with codes made through the API.
 */
export function useSmartCodeServer() {
  const database = useTestDatabase();
  let server: ShortLinkServer;
  beforeAll(async () => {
    server = await startShortLinkServer(database.current(), { trustProxy: true });
  });
  afterAll(() => server.close());

  let visitorCounter = 0;
  const nextIp = () => {
    visitorCounter++;
    return `203.0.${Math.floor(visitorCounter / 250) % 250}.${(visitorCounter % 250) + 1}`;
  };
  async function smartCode(body: Record<string, unknown>) {
    const owner = await makeOwner();
    const created = await createCode(owner.headers, { content: "https://example.com/default", ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shortCode = new URL(created.body.shortLink).pathname.split("/").pop() as string;
    return { ...owner, id: created.body.id as string, path: `/s/${shortCode}` };
  }
  const visit = (path: string, headers: Record<string, string> = {}) =>
    hit(server.origin, path, { headers: { "x-forwarded-for": nextIp(), ...headers } });
  const locationOf = async (path: string, headers: Record<string, string> = {}) =>
    (await visit(path, headers)).headers.get("location");
  return { database, origin: () => server.origin, nextIp, smartCode, visit, locationOf };
}
