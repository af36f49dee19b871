"use client";

import { type ReactNode, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { NavLinks } from "./nav-links";

/** Below the large breakpoint the sidebar folds into a menu button under the header. */
export function MobileNav({ footer }: { footer: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      {open ? (
        <nav id="mobile-nav" aria-label="Dashboard" className="absolute inset-x-0 top-full z-20 border-b border-zinc-200 bg-white px-4 pt-3 pb-4 shadow-lg">
          <NavLinks onNavigate={() => setOpen(false)} />
          <div className="mt-3 border-t border-zinc-100 pt-3">{footer}</div>
        </nav>
      ) : null}
    </div>
  );
}
