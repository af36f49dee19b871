"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { NavLinks } from "./nav-links";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

// Tab from the last link goes back to the toggle, Shift+Tab from the toggle to the last link.
function trapTab(event: KeyboardEvent, toggle: HTMLElement | null, menu: HTMLElement | null) {
  const stops = [toggle, ...Array.from(menu?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
    Boolean,
  ) as HTMLElement[];
  const first = stops[0];
  const last = stops.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Below the large breakpoint the sidebar folds into a menu button under the header. While open the
 * menu is modal: a backdrop covers the page, Escape or a click outside closes it, and Tab cycles
 * between the toggle and the menu's links (focus returns to the toggle on close).
 */
export function MobileNav({ top, footer }: { top: ReactNode; footer: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") return trapTab(event, toggle.current, menu.current);
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    // A press outside the toggle and the menu (on the backdrop) closes it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!toggle.current?.contains(target) && !menu.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen((value) => !value)}
        className="relative z-30 inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      {open ? (
        <>
          {/* Absolute, not fixed: the header's backdrop blur makes it the containing block of fixed children.
              The menu stops 4rem short of the screen's foot, so a strip of backdrop is always there to tap. */}
          <div
            data-testid="menu-backdrop"
            aria-hidden="true"
            className="absolute inset-x-0 top-full z-10 h-dvh bg-zinc-900/30"
          />
          <nav
            ref={menu}
            id="mobile-nav"
            aria-label="Dashboard"
            className="absolute inset-x-0 top-full z-20 max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-zinc-200 bg-white px-4 pt-3 pb-4 shadow-lg"
          >
            <div className="mb-3 border-b border-zinc-100 pb-3">{top}</div>
            <NavLinks onNavigate={() => setOpen(false)} />
            <div className="mt-3 border-t border-zinc-100 pt-3">{footer}</div>
          </nav>
        </>
      ) : null}
    </div>
  );
}
