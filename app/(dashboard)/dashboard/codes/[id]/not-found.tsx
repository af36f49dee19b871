import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QrIcon } from "@/components/ui/icons";

export default function CodeNotFound() {
  return (
    <EmptyState icon={<QrIcon className="size-6" />} title="Code not found">
      <p>It may have been deleted, or the link is mistyped.</p>
      <div className="mt-5">
        <ButtonLink href="/dashboard/codes">Back to your codes</ButtonLink>
      </div>
    </EmptyState>
  );
}
