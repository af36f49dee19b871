import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/config/env";
import { appUrlNotice } from "@/lib/server/app-url-notice";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// APP_URL defaults to where the server listens, so changing only PORT keeps links and codes
// pointing at this server; an APP_URL set elsewhere is named at start with the address to use.
useTestDatabase();
restoreEnvAfterEach();

describe("APP_URL's default", () => {
  it("follows PORT and HOST; a set APP_URL wins; an empty one is the default", () => {
    expect(parseEnv({}).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3250" }).APP_URL).toBe("http://localhost:3250");
    expect(parseEnv({ PORT: "3250", HOST: "0.0.0.0" }).APP_URL).toBe("http://localhost:3250");
    expect(parseEnv({ PORT: "3250", HOST: "127.0.0.1" }).APP_URL).toBe("http://127.0.0.1:3250");
    expect(parseEnv({ PORT: "3250", HOST: "::1" }).APP_URL).toBe("http://[::1]:3250");
    expect(parseEnv({ PORT: "3250", APP_URL: "" }).APP_URL).toBe("http://localhost:3250");
    expect(parseEnv({ PORT: "3250", APP_URL: "https://qr.example" }).APP_URL).toBe("https://qr.example");
    expect(parseEnv({ PORT: "3250" })).toMatchObject({ PORT: 3250, HOST: "0.0.0.0" });
  });

  it("refuses a PORT that is no port, naming it", () => {
    for (const bad of ["web", "70000", "-1", "3.5"]) {
      expect(() => parseEnv({ PORT: bad }), bad).toThrow(ConfigError);
      expect(() => parseEnv({ PORT: bad }), bad).toThrow(/PORT/);
    }
  });

  it("is what a new code's short link and image URL start with", async () => {
    setEnv({ PORT: "3250", APP_URL: "" });
    const { headers } = await makeOwner();
    const created = await createCode(headers, { content: "https://cafe.example/menu" });
    expect(created.status).toBe(201);
    expect(created.body.shortLink).toMatch(/^http:\/\/localhost:3250\/s\/[0-9A-Za-z]{7}$/);
    expect(created.body.imageUrl).toBe(`http://localhost:3250/api/v1/qrcodes/${created.body.id}/image`);
  });
});

describe("the start-up notice about APP_URL", () => {
  it("says nothing when APP_URL is where the server listens", () => {
    expect(appUrlNotice("http://localhost:3250", "0.0.0.0", 3250)).toBeNull();
    expect(appUrlNotice("http://127.0.0.1:3250/", "0.0.0.0", 3250)).toBeNull();
    expect(appUrlNotice("http://127.0.0.1:3250", "127.0.0.1", 3250)).toBeNull();
    expect(appUrlNotice("http://localhost:80", "0.0.0.0", 80)).toBeNull();
  });

  it("names the address to use when APP_URL is another port, host or a proxy's", () => {
    expect(appUrlNotice("http://localhost:3000", "0.0.0.0", 3250)).toBe(
      "APP_URL is http://localhost:3000, which is not where this server listens: short links, QR codes and sign-in redirects point there.\n" +
        "If a proxy forwards http://localhost:3000 to this server, use that address. If not, use http://localhost:3250, and unset APP_URL (it then follows PORT and HOST) or set APP_URL=http://localhost:3250.",
    );
    expect(appUrlNotice("http://localhost:3250", "10.1.2.3", 3250)).toContain("use http://10.1.2.3:3250");
    expect(appUrlNotice("https://qr.example", "0.0.0.0", 3000)).toContain(
      "If a proxy forwards https://qr.example to this server, use that address.",
    );
  });
});
