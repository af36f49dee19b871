import "../globals.css";
import type { ReactNode } from "react";

/** The dashboard's stylesheet, above its own layout so that the 404 its layout may end in is styled too. */
export default function DashboardGroupLayout({ children }: { children: ReactNode }) {
  return children;
}
