"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract } from "@/components/ui/api-routes.generated";
import { copyText } from "@/components/ui/copy-text";
import { codeFileName } from "@/lib/codes/code-file-name";
import type { QrCodeSummary } from "./code-types";
import type { CodeAction } from "./code-action-dialog";

const item =
  "block w-full px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus:bg-zinc-100 focus:outline-none";

/** The "⋯" menu of one row: open, copy the short link, download, expire or reactivate, delete. */
export function RowActionsMenu({
  code,
  onAction,
}: {
  code: QrCodeSummary;
  onAction: (action: CodeAction, ids: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") close();
    else if (event.key === "ArrowDown") items[(index + 1) % items.length]?.focus();
    else if (event.key === "ArrowUp") items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  const image = (format: "png" | "svg" | "pdf") =>
    keyOf(qrCodeImageContract, { params: { id: code.id }, query: { format } });
  const act = (action: CodeAction) => {
    setOpen(false);
    onAction(action, [code.id]);
  };

  return (
    <div ref={root} className="relative z-10 inline-block">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Actions for ${code.name?.trim() || "Untitled code"}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
        className="flex size-8 items-center justify-center rounded-md text-lg leading-none text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          onKeyDown={onKeyDown}
          className="absolute right-0 z-20 mt-1 w-52 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
        >
          <Link role="menuitem" href={`/dashboard/codes/${code.id}`} className={item}>
            Open and statistics
          </Link>
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
          {code.mode !== "STATIC" ? (
            <button
              role="menuitem"
              type="button"
              className={item}
              onClick={() => act(code.status === "EXPIRED" ? "reactivate" : "expire")}
            >
              {code.status === "EXPIRED" ? "Reactivate" : "Expire…"}
            </button>
          ) : null}
          <button role="menuitem" type="button" className={`${item} text-red-700`} onClick={() => act("delete")}>
            Delete…
          </button>
        </div>
      ) : null}
      <span aria-live="polite" className="sr-only">
        {copied ? "Short link copied to the clipboard." : ""}
      </span>
    </div>
  );
}
