import "./globals.css";
import type { Metadata, Viewport } from "next";
import { PageNotFound } from "@/components/brand/page-not-found";
import { DocumentShell } from "@/components/theme/document-shell";

// Outside the root layout: its metadata and viewport are not inherited.
export const metadata: Metadata = { title: "Page not found · Codebeam", icons: { icon: "/favicon.svg" } };
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

/** Any unknown URL (Next answers it with status 404), drawn outside the root layout with its own stylesheet. */
export default function GlobalNotFound() {
  return (
    <DocumentShell>
      <PageNotFound />
    </DocumentShell>
  );
}
