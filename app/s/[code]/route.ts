import { webShortLink } from "@/lib/short-links/web-short-links";

export const dynamic = "force-dynamic";

// GET|HEAD|POST /s/{code} — a short link; in production server.ts answers before Next, same logic
export const GET = webShortLink;
export const HEAD = webShortLink;
export const POST = webShortLink; // a protected code's password form
