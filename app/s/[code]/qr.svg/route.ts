import { webShortLink } from "@/lib/short-links/web-short-links";

export const dynamic = "force-dynamic";

// GET|HEAD /s/{code}/qr.svg — the code's image (an impression); in production server.ts answers before Next, same logic
export const GET = webShortLink;
export const HEAD = webShortLink;
