import { QrIcon } from "@/components/ui/icons";
import { NotFoundState } from "@/components/ui/not-found-state";

export default function CodeNotFound() {
  return (
    <NotFoundState
      icon={<QrIcon className="size-6" />}
      title="Code not found"
      backHref="/dashboard/codes"
      backLabel="Back to your codes"
    />
  );
}
