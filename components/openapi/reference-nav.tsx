import { MethodBadge } from "./method-badge";
import { ReferenceLink } from "./reference-link";
import { operationAnchor, type ReferenceSection } from "./reference-sections";

/**
 * The reference's sections: a sticky column on wide screens, with the open section's operations
 * under it; chips that wrap on a phone.
 */
export function ReferenceNav({ sections, current }: { sections: ReferenceSection[]; current: ReferenceSection }) {
  return (
    <nav
      aria-label="API sections"
      className="mb-6 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pr-2"
    >
      <ul className="flex flex-wrap gap-2 lg:block lg:space-y-0.5">
        {sections.map((section) => {
          const open = section.id === current.id;
          return (
            <li key={section.id}>
              <ReferenceLink
                section={section.id}
                current={open}
                className={`flex items-center justify-between gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset lg:rounded-lg lg:ring-0 ${
                  open
                    ? "bg-brand-50 text-brand-700 ring-brand-200"
                    : "text-zinc-600 ring-zinc-200 hover:bg-zinc-100 hover:text-zinc-900"
                }`}
              >
                {section.title}
                {section.operations.length ? (
                  <span className={`hidden text-xs lg:inline ${open ? "text-brand-600" : "text-zinc-500"}`}>
                    {section.operations.length}
                  </span>
                ) : null}
              </ReferenceLink>
              {open && section.operations.length ? (
                <ul className="mt-1 mb-2 hidden space-y-0.5 border-l border-zinc-200 pl-2 ml-3 lg:block">
                  {section.operations.map((entry) => (
                    <li key={`${entry.method} ${entry.path}`}>
                      <a
                        href={`#${operationAnchor(entry)}`}
                        className="flex min-w-0 items-start gap-2 rounded-md px-2 py-1 text-xs text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
                      >
                        <span className="mt-px">
                          <MethodBadge method={entry.method} small />
                        </span>
                        <span className="line-clamp-2">{entry.operation.summary ?? entry.path}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
