import { PageButtons } from "@/components/ui/page-buttons";
import { DeliveryRow } from "./delivery-row";
import type { Delivery, Paged } from "./webhook-types";

const th = "px-3 py-2.5 font-medium whitespace-nowrap first:pl-5 last:pr-5";

interface Props {
  page: Paged<Delivery>;
  loading: boolean;
  retrying: string | null;
  onRetry: (delivery: Delivery) => void;
  onPage: (page: number) => void;
}

/** One page of deliveries, newest first; rows fold into cards below `xl`, where eight columns do not fit. */
export function DeliveriesTable({ page, loading, retrying, onRetry, onPage }: Props) {
  const { list, pagination } = page;
  return (
    <div aria-busy={loading} className={`transition-opacity ${loading ? "opacity-60" : ""}`}>
      <div className="relative overflow-x-auto">
        <table data-testid="deliveries-table" className="block w-full text-left text-sm xl:table">
          <caption className="sr-only">Deliveries, newest first</caption>
          <thead className="hidden border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase xl:table-header-group">
            <tr>
              <th scope="col" className={th}>
                Time
              </th>
              <th scope="col" className={th}>
                Event
              </th>
              <th scope="col" className={th}>
                Attempt
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Duration
              </th>
              <th scope="col" className={th}>
                Response
              </th>
              <th scope="col" className={th}>
                Next retry
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-zinc-100 xl:table-row-group">
            {list.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                retrying={retrying === delivery.id}
                onRetry={onRetry}
              />
            ))}
          </tbody>
        </table>
      </div>
      <PageButtons
        label="Delivery pages"
        page={pagination.page}
        totalPages={pagination.totalPages}
        loading={loading}
        onPage={onPage}
      />
    </div>
  );
}
