// A brand mark as benches upload it: a 400 px gradient disc with a letter (flat, as logos are).
import sharp from "sharp";

export function brandMarkPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs><linearGradient id="g">
    <stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
    <circle cx="200" cy="200" r="190" fill="url(#g)"/><text x="200" y="270" font-size="220" text-anchor="middle"
    font-family="sans-serif" fill="#fff">C</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads the brand mark as the key's account's logo: its `logo:<id>`. */
export async function uploadBrandMark(base: string, key: string): Promise<string> {
  const png = await brandMarkPng();
  const response = await fetch(`${base}/api/v1/logos`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ image: `data:image/png;base64,${png.toString("base64")}` }),
  });
  if (response.status !== 201) throw new Error(`Logo upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { logo: string }).logo;
}
