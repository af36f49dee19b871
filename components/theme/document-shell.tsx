import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { THEME_SCRIPT } from "@/components/theme/theme-script";

/** What every document says of itself: the root layout's, and the 404 page's (which inherits nothing). */
export const DOCUMENT_ICONS: Metadata["icons"] = { icon: "/favicon.svg" };
export const DOCUMENT_VIEWPORT: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

/** The document every page is drawn in: the root layout's, and the 404 page's for unknown URLs. */
export function DocumentShell({ children }: { children: ReactNode }) {
  return (
    // The theme script sets the `dark` class before React hydrates, so the class may differ from the server's.
    <html lang="en" suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router's document (next/head is the Pages Router's) */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no user input */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
