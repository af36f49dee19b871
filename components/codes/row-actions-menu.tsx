"use client";

import Link from "next/link";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract } from "@/components/ui/api-routes.generated";
import { copyText } from "@/components/ui/copy-text";
import { codeFileName } from "@/lib/codes/code-file-name";
import type { QrCodeSummary } from "./code-types";
import type { CodeAction } from "./code-action-dialog";
import { useCan, useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";

/** Tall enough for every item (8 rows of 36 px and the padding): below that much room, the menu opens upward. */
const MENU_HEIGHT = 306;

const item =
  "block w-full px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus:bg-zinc-100 focus:outline-none";

/** The "⋯" menu of one row: open, quick edit, copy the short link, download, expire or reactivate, delete. */
export function RowActionsMenu({
  code,
  onAction,
  onQuickEdit,
}: {
  code: QrCodeSummary;
  onAction: (action: CodeAction, ids: string[]) => void;
  onQuickEdit: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !menu.current?.contains(target)) setOpen(false);
    };
    // The menu is placed once, beside the button: a scroll or resize that moves the button closes it.
    const dismiss = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    window.addEventListener("scroll", dismiss, true);
    window.addEventListener("resize", dismiss);
    return () => {
      document.removeEventListener("pointerdown", outside);
      window.removeEventListener("scroll", dismiss, true);
      window.removeEventListener("resize", dismiss);
    };
  }, [open]);

  /**
   * Opens the menu in a layer above the page (a portal on <body>, fixed to the viewport): inside the
   * table's card it was clipped, so on a short list only its first item showed. It opens upward
   * when there is more room above the button than below.
   */
  const toggle = () => {
    const rect = button.current?.getBoundingClientRect();
    if (!open && rect) {
      const below = window.innerHeight - rect.bottom;
      const right = Math.max(8, window.innerWidth - rect.right);
      setPlace(
        below < MENU_HEIGHT && rect.top > below
          ? { bottom: window.innerHeight - rect.top + 4, right }
          : { top: rect.bottom + 4, right },
      );
    }
    setOpen((value) => !value);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") close();
    else if (event.key === "ArrowDown") items[(index + 1) % items.length]?.focus();
    else if (event.key === "ArrowUp") items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  const inWorkspace = useWorkspaceFileUrl();
  // A VIEWER reads and downloads; changing is for EDITOR and up.
  const canEdit = useCan("EDITOR");
  const image = (format: "png" | "svg" | "pdf") =>
    inWorkspace(keyOf(qrCodeImageContract, { params: { id: code.id }, query: { format } }));
  const act = (action: CodeAction) => {
    setOpen(false);
    onAction(action, [code.id]);
  };

  return (
    // Above the row's stretched link (z-[1]), below the page's sticky header (z-10).
    <div ref={root} className="relative z-[1] inline-block">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Actions for ${code.name?.trim() || "Untitled code"}`}
        onClick={toggle}
        onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
        className="flex size-8 items-center justify-center rounded-md text-lg leading-none text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={`Actions for ${code.name?.trim() || "Untitled code"}`}
              onKeyDown={onKeyDown}
              style={place}
              className="fixed z-50 w-52 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
            >
              <Link role="menuitem" href={`/dashboard/codes/${code.id}`} className={item}>
                Open and statistics
              </Link>
              {canEdit ? (
                <button
                  role="menuitem"
                  type="button"
                  className={item}
                  onClick={() => {
                    close();
                    onQuickEdit();
                  }}
                >
                  Quick edit…
                </button>
              ) : null}
              {code.shortLink ? (
                <button
                  role="menuitem"
                  type="button"
                  className={item}
                  onClick={async () => {
                    setCopied(await copyText(code.shortLink ?? ""));
                    setTimeout(() => setCopied(false), 2500);
                    close();
                  }}
                >
                  Copy short link
                </button>
              ) : null}
              <a
                role="menuitem"
                href={image("png")}
                download={codeFileName(code, "png")}
                className={item}
                onClick={() => setOpen(false)}
              >
                Download PNG
              </a>
              <a
                role="menuitem"
                href={image("svg")}
                download={codeFileName(code, "svg")}
                className={item}
                onClick={() => setOpen(false)}
              >
                Download SVG
              </a>
              <a
                role="menuitem"
                href={image("pdf")}
                download={codeFileName(code, "pdf")}
                className={item}
                onClick={() => setOpen(false)}
              >
                Download PDF (print)
              </a>
              {canEdit && code.mode !== "STATIC" ? (
                <button
                  role="menuitem"
                  type="button"
                  className={item}
                  onClick={() => act(code.status === "EXPIRED" ? "reactivate" : "expire")}
                >
                  {code.status === "EXPIRED" ? "Reactivate" : "Expire…"}
                </button>
              ) : null}
              {canEdit ? (
                <button role="menuitem" type="button" className={`${item} text-red-700`} onClick={() => act("delete")}>
                  Delete…
                </button>
              ) : null}
            </div>,
            document.body,
          )
        : null}
      <span aria-live="polite" className="sr-only">
        {copied ? "Short link copied to the clipboard." : ""}
      </span>
    </div>
  );
}
