import "./globals.css";
import type { Metadata, Viewport } from "next";
import { PageNotFound } from "@/components/brand/page-not-found";
import { DOCUMENT_ICONS, DOCUMENT_VIEWPORT, DocumentShell } from "@/components/theme/document-shell";

// Outside the root layout: its metadata and viewport are not inherited.
export const metadata: Metadata = { title: "Page not found · Codebeam", icons: DOCUMENT_ICONS };
export const viewport: Viewport = DOCUMENT_VIEWPORT;

/** Any unknown URL (Next answers it with status 404), drawn outside the root layout with its own stylesheet. */
export default function GlobalNotFound() {
  return (
    <DocumentShell>
      <PageNotFound />
    </DocumentShell>
  );
}
