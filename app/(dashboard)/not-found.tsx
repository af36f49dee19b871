import type { Metadata } from "next";
import { PageNotFound } from "@/components/brand/page-not-found";

export const metadata: Metadata = { title: "Page not found" };

/** The dashboard's layout ends here when the signed-in user has no workspace to show. */
export default function DashboardNotFound() {
  return <PageNotFound />;
}
