import Link from "next/link";
import { type CodesQuery, codesHref } from "./codes-query";
import { tagStyle } from "./tag-color";

/** A code's tags, each in its own colour; each lists the codes carrying it. */
export function TagChips({ tags, query }: { tags: string[]; query: CodesQuery }) {
  return tags.map((tag) => (
    <Link
      key={tag}
      href={codesHref({ ...query, tag, page: 1 })}
      style={tagStyle(tag)}
      className="tag-chip relative z-[1] inline-flex max-w-40 items-center truncate rounded-full px-2 py-0.5 text-xs font-medium hover:brightness-95"
      title={`Codes tagged “${tag}”`}
    >
      #{tag}
    </Link>
  ));
}
