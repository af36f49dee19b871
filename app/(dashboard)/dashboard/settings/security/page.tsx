import type { Metadata } from "next";
import { requireSessionUser } from "@/components/auth/session-user";
import { TwoFactorSection } from "@/components/settings/two-factor-section";
import { PageHeader } from "@/components/ui/page-header";
import { readTwoFactorStatus } from "@/lib/two-factor/read-two-factor-status";

export const metadata: Metadata = { title: "Security" };

export default async function SecuritySettingsPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader title="Security" description="How you sign in to Codebeam." />
      <TwoFactorSection initialStatus={await readTwoFactorStatus(user.id)} />
    </>
  );
}
