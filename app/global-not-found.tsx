import "./globals.css";
import type { Metadata } from "next";
import { PageNotFound } from "@/components/brand/page-not-found";
import { DocumentShell } from "@/components/theme/document-shell";

export const metadata: Metadata = { title: "Page not found · Codebeam" };

/** Any unknown URL (Next answers it with status 404), drawn outside the root layout with its own stylesheet. */
export default function GlobalNotFound() {
  return (
    <DocumentShell>
      <PageNotFound />
    </DocumentShell>
  );
}
