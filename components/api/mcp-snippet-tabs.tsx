"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";
import type { McpSnippet } from "./mcp-config-snippets";

/** One copyable snippet per client, picked with tabs. */
export function McpSnippetTabs({ snippets }: { snippets: McpSnippet[] }) {
  const [selected, setSelected] = useState(snippets[0].id);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const snippet = snippets.find((entry) => entry.id === selected) ?? snippets[0];

  async function copy() {
    setCopied((await copyText(snippet.code)) ? "copied" : "failed");
    setTimeout(() => setCopied("idle"), 2500);
  }

  return (
    <div>
      <div role="tablist" aria-label="MCP client" className="flex flex-wrap gap-1 border-b border-zinc-100">
        {snippets.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`mcp-tab-${entry.id}`}
            aria-selected={entry.id === snippet.id}
            aria-controls="mcp-snippet"
            onClick={() => setSelected(entry.id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              entry.id === snippet.id
                ? "border-brand-600 text-zinc-900"
                : "border-transparent text-zinc-500 hover:text-zinc-800"
            }`}
          >
            {entry.client}
          </button>
        ))}
      </div>
      <div id="mcp-snippet" role="tabpanel" aria-labelledby={`mcp-tab-${snippet.id}`} className="mt-3">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-zinc-600">{snippet.where}</p>
          <Button variant="secondary" size="sm" onClick={copy}>
            {copied === "copied" ? "Copied" : "Copy"}
          </Button>
        </div>
        <pre
          tabIndex={0}
          aria-label={`${snippet.client} configuration`}
          className="mt-2 overflow-x-auto rounded-lg bg-zinc-950 p-3 font-mono text-xs leading-relaxed text-zinc-100"
        >
          <code>{snippet.code}</code>
        </pre>
        <span aria-live="polite" className="sr-only">
          {copied === "copied"
            ? "Copied to the clipboard."
            : copied === "failed"
              ? "Copying failed; select the text and copy it by hand."
              : ""}
        </span>
      </div>
    </div>
  );
}
