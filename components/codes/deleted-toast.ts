"use client";

import { toast } from "sonner";
import { call } from "@/components/ui/api-call";
import { restoreQrCodeContract } from "@/components/ui/api-routes.generated";
import { formatNumber } from "@/components/ui/format";

/**
 * Says that codes were deleted, with Undo: a delete is soft, so undoing it restores each code with
 * the status it had (POST …/restore). `onRestored` shows them again (a refresh, or their page).
 */
export function toastDeleted(ids: string[], what: string, onRestored: () => void) {
  toast(ids.length === 1 ? `Deleted ${what}` : `Deleted ${formatNumber(ids.length)} codes`, {
    action: {
      label: "Undo",
      onClick: async () => {
        const results = await Promise.all(ids.map((id) => call(restoreQrCodeContract, { params: { id } })));
        const failed = results.filter((result) => !result.ok).length;
        if (failed) toast.error(`${formatNumber(failed)} of ${formatNumber(ids.length)} could not be restored.`);
        else toast(ids.length === 1 ? `Restored ${what}` : `Restored ${formatNumber(ids.length)} codes`);
        onRestored();
      },
    },
  });
}
