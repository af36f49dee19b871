import { randomBytes } from "node:crypto";
import { openDatabase } from "../lib/db/client";
import { generateApiKey, hashApiKey } from "../lib/keys/key-format";
import { workspaceSlug } from "../lib/workspaces/workspace-slug";

const SHORT_CODES = 20;

export interface Seed {
  key: string;
  shortCodes: string[];
  /** A verified branded domain whose `/menu` is the first code (the same code as `/s/{shortCodes[0]}`). */
  branded: { host: string; path: string };
}

export const BENCH_BRANDED_HOST = "go.bench.test";

/** An account, a user, an API key and SHORT_CODES dynamic codes, written before the server starts. */
export async function seed(databaseUrl: string | undefined, dataDir: string | undefined): Promise<Seed> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const prisma = database.prisma;
    const account = await prisma.account.create({
      data: { name: "memory bench", slug: workspaceSlug("memory bench") },
      select: { id: true },
    });
    const user = await prisma.user.create({
      data: {
        accountId: account.id,
        name: "Bench",
        email: `bench-${randomBytes(4).toString("hex")}@example.com`,
        passwordHash: "x",
      },
      select: { id: true },
    });
    const key = generateApiKey();
    await prisma.apiKey.create({
      data: {
        accountId: account.id,
        createdById: user.id,
        name: "bench",
        keyHash: hashApiKey(key),
        lastFour: key.slice(-4),
        permissions: ["qrcode:generate", "qrcode:create"],
      },
    });
    const domain = await prisma.domain.create({
      data: { accountId: account.id, hostname: BENCH_BRANDED_HOST, verificationToken: "bench", status: "VERIFIED" },
      select: { id: true },
    });
    const shortCodes: string[] = [];
    for (let i = 0; i < SHORT_CODES; i++) {
      const shortCode = `mem${i.toString().padStart(4, "0")}`;
      await prisma.qrCode.create({
        data: {
          accountId: account.id,
          name: `Bench ${i}`,
          content: `https://example.com/${i}`,
          targetUrl: `https://example.com/landing/${i}`,
          shortCode,
          templateUsed: "minimal",
          matchedKeywords: [],
          styles: {},
          ...(i === 0 ? { domainId: domain.id, slug: "menu" } : {}),
        },
        select: { id: true },
      });
      shortCodes.push(shortCode);
    }
    return { key, shortCodes, branded: { host: BENCH_BRANDED_HOST, path: "/menu" } };
  } finally {
    await database.close();
  }
}
