// What the SDK tab shows. Written against sdk/src (Codebeam, qrcodes.create / getStats, the error
// classes); the dashboard fills in this server's address and the configured price of a code.

import sdkPackage from "@/sdk/package.json";

export const SDK_INSTALL = "npm install @codebeam/sdk";

const tarball = `codebeam-sdk-${sdkPackage.version}.tgz`;
export const SDK_FROM_CHECKOUT = `# 1. In a checkout of the Codebeam repository:
#    types from the OpenAPI document, then ESM and CommonJS in sdk/dist
npm run sdk:build
cd sdk && npm pack    # writes ${tarball}

# 2. In your project:
npm install /path/to/${tarball}`;

export function sdkExample({ baseUrl, dynamicCodeCost }: { baseUrl: string; dynamicCodeCost: number }): string {
  return `import { Codebeam, CreditExhaustedError, RateLimitError } from "@codebeam/sdk";

const client = new Codebeam({
  apiKey: process.env.CODEBEAM_API_KEY!, // cb_sk_…, from API keys; keep it on your server
  baseUrl: ${JSON.stringify(baseUrl)},
});

try {
  // A dynamic code: a short link you can retarget later, with scan tracking (${dynamicCodeCost} credits).
  const code = await client.qrcodes.create({
    content: "https://example.com/menu",
    mode: "DYNAMIC",
    name: "Table menu",
  });
  console.log(code.id, code.shortLink);

  // Its statistics; startDate and endDate (YYYY-MM-DD) choose the days.
  const stats = await client.qrcodes.getStats(code.id);
  console.log(stats.totalScans, stats.uniqueUsers, stats.deviceBreakdown);
} catch (error) {
  if (error instanceof RateLimitError) {
    console.log(\`Rate limited: try again in \${error.retryAfter} s\`);
  } else if (error instanceof CreditExhaustedError) {
    console.log("Out of credits: top up, or create a STATIC code");
  } else {
    throw error;
  }
}
`;
}
