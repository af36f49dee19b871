import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DOCUMENT_ICONS, DOCUMENT_VIEWPORT, DocumentShell } from "@/components/theme/document-shell";

// No stylesheet here: each branch of the app imports globals.css in its own layout or page, and
// unknown URLs get app/global-not-found.tsx (tests/runtime/stylesheet-imports.test.ts checks it).
// Imported here (or in a not-found.tsx beside this file), Turbopack also lists it under Next's
// built-in global-error, whose styles Next renders without knowing the layout's are already there:
// with inlined CSS every page's HTML carried the 70 KB stylesheet three times instead of two, and
// Lighthouse's LCP and first paint measured ~0.2–0.6 s later.

export const metadata: Metadata = {
  title: { default: "Codebeam", template: "%s · Codebeam" },
  description: "Self-hostable QR codes with tracking short links, scan statistics, signed webhooks and a REST API.",
  icons: DOCUMENT_ICONS,
};

export const viewport: Viewport = DOCUMENT_VIEWPORT;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <DocumentShell>{children}</DocumentShell>;
}
