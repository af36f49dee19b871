import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAiWorker, type AiWorker } from "@/lib/ai/ai-worker";
import { db } from "@/lib/db/client";
import { decodeImage } from "@/lib/render/decode-image";
import { balanceOf, cloneCode, codeImage, getCode, ledgerOf, makeOwner, updateCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { DESKTOP, type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { createAi, getGeneration, health, referencePng, regenerate, setEnv, settled, variantImage } from "./ai-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();
let worker: AiWorker;
let images: LocalServer;
let imageUrl: string;
let shortLinks: ShortLinkServer;

beforeAll(async () => {
  setEnv({
    AI_PROVIDER: undefined,
    AI_PROVIDER_URL: undefined,
    AI_CODE_COST: undefined,
    STARTING_CREDITS: undefined,
    AI_MAX_ATTEMPTS: undefined,
  });
  allowPrivateTargets(true); // the reference image is served from 127.0.0.1
  const png = await referencePng();
  images = await startServer((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(png));
  imageUrl = `${images.origin}/photo.png`;
  worker = startAiWorker(database.current(), { pollMs: 20 });
  shortLinks = await startShortLinkServer(database.current());
});

afterAll(async () => {
  await worker?.stop();
  await images?.close();
  await shortLinks?.close();
  allowPrivateTargets(false);
});

const body = (extra: Record<string, unknown> = {}) => ({
  content: "https://example.com/menu",
  prompt: "a sunny harbour",
  image: imageUrl,
  name: "Harbour",
  ...extra,
});

describe("AI mode with the builtin (halftone) engine", () => {
  it("queues, saves a code whose stored image decodes to its short link, charges AI_CODE_COST once and fires qrcode.created", async () => {
    const { user, headers } = await makeOwner();
    const created = await createAi(headers, body({ variants: 2 }));
    expect(created.status).toBe(202);
    expect(created.body.status).toBe("QUEUED");
    expect(created.headers.get("location")).toBe(created.body.location);
    expect(created.body.location).toMatch(new RegExp(`/api/v1/qrcodes/ai/${created.body.generationId}$`));
    const done = await settled(headers, created.body.generationId);
    expect(done.error ?? "", JSON.stringify(done.variants.map((v: { score: number }) => v.score))).toBe("");
    expect(done.status).toBe("SUCCEEDED");
    expect(done.provider).toBe("builtin");
    expect(done.progress).toBe(100);
    expect(done.variants.length).toBeGreaterThanOrEqual(1);
    expect(done.variants.some((v: { scannable: boolean }) => v.scannable)).toBe(true);
    for (const variant of done.variants) expect(variant.decoders).toHaveLength(8);
    const code = await getCode(headers, done.qrcode.id);
    expect(code.body).toMatchObject({
      mode: "AI",
      name: "Harbour",
      targetUrl: "https://example.com/menu",
      shortLink: done.qrcode.shortLink,
      errorCorrectionLevel: "H",
      createdBy: { type: "key", id: expect.any(String), label: "test key" },
    });
    expect(code.body.styles.ai).toMatchObject({ provider: "builtin", prompt: "a sunny harbour", image: imageUrl });
    for (const query of ["", "?size=300", "?size=1200"]) {
      const image = await codeImage(headers, done.qrcode.id, query);
      expect(image.status).toBe(200);
      expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    }
    const first = await variantImage(headers, created.body.generationId, 0);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(await balanceOf(user.accountId)).toBe(100 - 50);
    expect((await ledgerOf(user.accountId)).filter((row) => row.amount < 0)).toEqual([
      expect.objectContaining({ amount: -50, reason: "qrcode.ai" }),
    ]);
    const events = await (await db()).outboxEvent.findMany({
      where: { accountId: user.accountId, type: "qrcode.created" },
      select: { payload: true },
    });
    expect(events.map((event) => (event.payload as { id: string }).id)).toEqual([done.qrcode.id]);
    // The public short-link image serves the stored art; the short link redirects like a DYNAMIC code's.
    const shortCode = new URL(done.qrcode.shortLink).pathname.split("/").pop();
    const publicImage = await fetch(`${shortLinks.origin}/s/${shortCode}/qr.png?size=512`, {
      headers: { "user-agent": DESKTOP },
    });
    expect(publicImage.status).toBe(200);
    expect((await decodeImage(Buffer.from(await publicImage.arrayBuffer()))).text).toBe(done.qrcode.shortLink);
    const redirect = await fetch(`${shortLinks.origin}/s/${shortCode}`, {
      headers: { "user-agent": DESKTOP },
      redirect: "manual",
    });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([302, "https://example.com/menu"]);
    // Target, name and status are editable as for a DYNAMIC code.
    expect((await updateCode(headers, done.qrcode.id, { targetUrl: "https://example.com/new" })).status).toBe(200);
    // Its design is its art: a new look is a regeneration, not a style patch.
    const restyle = await updateCode(headers, done.qrcode.id, { styles: { dotShape: "dots" } });
    expect(restyle.status).toBe(400);
    expect(restyle.body.details[0].field).toBe("styles");
    expect(restyle.body.details[0].message).toContain("regenerate");
  });

  it("refuses a prompt-only request naming the variable to set, and bad input naming each field; nothing queued", async () => {
    const { user, headers } = await makeOwner();
    const promptOnly = await createAi(headers, { content: "https://example.com", prompt: "a cat" });
    expect(promptOnly.status).toBe(400);
    expect(promptOnly.body.details[0].field).toBe("image");
    expect(promptOnly.body.message).toMatch(/AI_PROVIDER/);
    const cases: [unknown, string][] = [
      [body({ content: "ftp://example.com" }), "content"],
      [body({ prompt: "" }), "prompt"],
      [body({ strength: 1.5 }), "strength"],
      [body({ variants: 5 }), "variants"],
      [body({ seed: -1 }), "seed"],
      [body({ image: "file:///etc/passwd" }), "image"],
      [body({ image: `${images.origin.replace("127.0.0.1", "localhost")}:1/x.png` }), "image"],
      [body({ extra: 1 }), "extra"],
    ];
    for (const [input, field] of cases) {
      const answer = await createAi(headers, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(answer.body.details ?? answer.body.message)).toContain(field);
    }
    expect(await (await db()).aiGeneration.count({ where: { accountId: user.accountId } })).toBe(0);
    expect(await balanceOf(user.accountId)).toBe(100);
  });

  it("is tenant-isolated, refuses to clone an AI code, regenerates under the same short link (charged again), and replays an Idempotency-Key", async () => {
    const { user, headers } = await makeOwner();
    const other = await makeOwner();
    const keyed = { ...headers, "idempotency-key": "ai-create-1" };
    const created = await createAi(keyed, body());
    const replay = await createAi(keyed, body());
    expect(replay.status).toBe(202);
    expect(replay.body.generationId).toBe(created.body.generationId);
    expect((await getGeneration(other.headers, created.body.generationId)).status).toBe(404);
    expect((await variantImage(other.headers, created.body.generationId, 0)).status).toBe(404);
    const done = await settled(headers, created.body.generationId);
    expect(done.status).toBe("SUCCEEDED");
    expect(await (await db()).aiGeneration.count({ where: { accountId: user.accountId } })).toBe(1);

    const clone = await cloneCode(headers, done.qrcode.id);
    expect(clone.status).toBe(400);
    expect(clone.body.code).toBe("AI_CODE_NOT_CLONABLE");
    expect(clone.body.message).toContain(`/api/v1/qrcodes/${done.qrcode.id}/regenerate`);
    expect((await regenerate(other.headers, done.qrcode.id, {})).status).toBe(404);

    const again = await regenerate(headers, done.qrcode.id, { strength: 0.3 });
    expect(again.status).toBe(202);
    const redone = await settled(headers, again.body.generationId);
    expect(redone.status).toBe("SUCCEEDED");
    // The same code and link; `variant` is whichever candidate scanned first, which may differ.
    const { id, shortLink, imageUrl } = done.qrcode;
    expect(redone.qrcode).toMatchObject({ id, shortLink, imageUrl });
    const image = await codeImage(headers, done.qrcode.id);
    expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    expect((await getCode(headers, done.qrcode.id)).body.styles.ai).toMatchObject({
      prompt: "a sunny harbour",
      strength: 0.3,
      generationId: again.body.generationId,
    });
    expect(await balanceOf(user.accountId)).toBe(0);
    expect(await (await db()).qrCode.count({ where: { accountId: user.accountId } })).toBe(1);
  });

  it("charges exactly under concurrency: with credits for two codes, three generations save two and fail one for credits", async () => {
    const { user, headers } = await makeOwner();
    // strength 0 draws the plain code: every generation scans, so the only failure left is credits
    // (with art, a rare short link's halftone fails its blurred decode, which is not under test here).
    const answers = await Promise.all([1, 2, 3].map(() => createAi(headers, body({ strength: 0 }))));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    const results = await Promise.all(answers.map((a) => settled(headers, a.body.generationId)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual(["FAILED", "SUCCEEDED", "SUCCEEDED"]);
    expect(results.find((r) => r.status === "FAILED").error).toMatch(/credits/i);
    expect(await balanceOf(user.accountId)).toBe(0);
    expect((await ledgerOf(user.accountId)).filter((row) => row.amount < 0)).toHaveLength(2);
    expect(await (await db()).qrCode.count({ where: { accountId: user.accountId, mode: "AI" } })).toBe(2);
  });
  it("takes an uploaded reference image as a data: URL, keeps it out of the code's views, and reuses it on regenerate", async () => {
    const { headers } = await makeOwner();
    const upload = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
    const done = await settled(headers, (await createAi(headers, body({ image: upload }))).body.generationId);
    expect(done.status).toBe("SUCCEEDED");
    const code = await getCode(headers, done.qrcode.id);
    expect(code.body.styles.ai).toMatchObject({ provider: "builtin", referenceUploaded: true });
    expect(JSON.stringify(code.body)).not.toContain("data:image");
    const again = await settled(headers, (await regenerate(headers, done.qrcode.id)).body.generationId);
    expect(again.status).toBe("SUCCEEDED");
    expect((await decodeImage((await codeImage(headers, done.qrcode.id)).body)).text).toBe(done.qrcode.shortLink);
    for (const image of [
      "data:image/svg+xml;base64,PHN2Zz4=",
      "data:image/png;base64,not base64!",
      "ftp://example.com/a.png",
    ]) {
      const refused = await createAi(headers, body({ image }));
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe("image");
    }
    const undecodable = await createAi(
      headers,
      body({ image: `data:image/png;base64,${Buffer.from("not an image").toString("base64")}` }),
    );
    expect(undecodable.status).toBe(400);
    expect(undecodable.body.details[0]).toMatchObject({
      field: "image",
      message: expect.stringMatching(/can be decoded/),
    });
  });

  it("says in GET /api/health that the builtin engine is not generative", async () => {
    expect((await health()).ai).toMatchObject({ provider: "builtin", generative: false, ok: true });
  });
});
