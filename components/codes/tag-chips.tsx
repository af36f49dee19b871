import Link from "next/link";
import { type CodesQuery, codesHref } from "./codes-query";

/** A code's tags; each lists the codes carrying it. */
export function TagChips({ tags, query }: { tags: string[]; query: CodesQuery }) {
  return tags.map((tag) => (
    <Link
      key={tag}
      href={codesHref({ ...query, tag, page: 1 })}
      className="relative z-[1] inline-flex max-w-40 items-center truncate rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 hover:bg-zinc-200"
      title={`Codes tagged “${tag}”`}
    >
      #{tag}
    </Link>
  ));
}
