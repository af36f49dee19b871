import "../globals.css";
import type { ReactNode } from "react";

/** Shared statistics pages: the app's stylesheet (the root layout has none, see app/layout.tsx). */
export default function SharedPagesLayout({ children }: { children: ReactNode }) {
  return children;
}
