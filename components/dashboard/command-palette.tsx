"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { call } from "@/components/ui/api-call";
import { listQrCodesContract } from "@/components/ui/api-routes.generated";
import { copyText } from "@/components/ui/copy-text";
import { useWorkspace, useWorkspaceHref } from "@/components/workspaces/workspace-context";
import { type FoundCode, type PaletteCommand, paletteCommands } from "./palette-commands";

const FIND_DELAY_MS = 150;

/**
 * ⌘K / Ctrl-K anywhere in the dashboard (or the header's Search button): a dialog whose combobox
 * filters pages and actions and finds codes (GET /api/v1/qrcodes?q=). ↑/↓ move, Enter runs,
 * Escape closes and focus goes back where it was.
 */
export function CommandPalette() {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<FoundCode[]>([]);
  const [active, setActive] = useState(0);
  const [announce, setAnnounce] = useState("");
  const { role } = useWorkspace();
  const inWorkspace = useWorkspaceHref();
  const commands = paletteCommands(typed, found, role);

  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTyped("");
    setFound([]);
    setActive(0);
    setAnnounce("");
    setOpen(true);
    dialog.current?.showModal();
    input.current?.focus();
  };
  const hide = () => dialog.current?.close();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (dialog.current?.open) hide();
        else if (!document.querySelector("dialog[open]")) show();
      }
    };
    const onOpen = () => show();
    document.addEventListener("keydown", onKey);
    document.addEventListener("codebeam:palette", onOpen);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("codebeam:palette", onOpen);
    };
  });

  useEffect(() => {
    const q = typed.trim();
    if (!open || !q) return setFound([]);
    let current = true;
    const timer = setTimeout(async () => {
      const result = await call(listQrCodesContract, { query: { q: q.slice(0, 200), size: 5 } });
      if (current) setFound(result.ok ? result.data.data : []);
    }, FIND_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, open]);

  const run = async (command: PaletteCommand | undefined) => {
    if (!command) return;
    hide();
    if (command.copy) setAnnounce((await copyText(command.copy)) ? "Link copied." : "Copying failed.");
    else if (command.href) router.push(inWorkspace(command.href));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = commands.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key]));
    } else if (event.key === "Enter") {
      event.preventDefault();
      void run(commands[active]);
    }
  };
  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  return (
    <>
      <dialog
        ref={dialog}
        aria-label="Command palette"
        onClose={() => {
          setOpen(false);
          if (opener.current?.isConnected) opener.current.focus();
        }}
        className="mx-auto mt-[12vh] w-[calc(100%-2rem)] max-w-xl overflow-hidden rounded-xl border border-zinc-200 bg-white p-0 shadow-2xl backdrop:bg-zinc-900/40"
      >
        <div className="border-b border-zinc-200 p-3">
          <label htmlFor={`${id}-input`} className="sr-only">
            Go to a page, find a code or run an action
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={commands.length ? `${id}-option-${active}` : undefined}
            value={typed}
            maxLength={200}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            placeholder="Go to a page, find a code, create…"
            className="h-10 w-full rounded-lg bg-transparent px-2 text-base text-zinc-900 outline-none placeholder:text-zinc-500"
          />
        </div>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Commands"
          hidden={commands.length === 0}
          className="max-h-80 overflow-y-auto p-2"
        >
          {commands.map((command, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys (arrows, Enter) choose an option; a click is the pointer's way
            <div
              key={command.id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseMove={() => setActive(index)}
              onClick={() => void run(command)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                index === active ? "bg-brand-50 text-brand-900" : "text-zinc-800"
              }`}
            >
              <span className="truncate">{command.label}</span>
              <span className="shrink-0 text-xs text-zinc-600">{command.group}</span>
            </div>
          ))}
        </div>
        {commands.length === 0 ? <p className="px-3 py-6 text-center text-sm text-zinc-500">Nothing matches.</p> : null}
      </dialog>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </>
  );
}

/** The header's way into the palette, for pointers and touch. */
export function PaletteButton() {
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  return (
    <button
      type="button"
      onClick={() => document.dispatchEvent(new Event("codebeam:palette"))}
      aria-keyshortcuts="Control+K Meta+K"
      className="flex h-9 items-center gap-2 rounded-lg border border-zinc-300 px-3 text-sm text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
    >
      <span>Search</span>
      <span aria-hidden="true" className="font-sans text-xs text-zinc-500 max-sm:hidden">
        {mac ? "⌘K" : "Ctrl K"}
      </span>
    </button>
  );
}
