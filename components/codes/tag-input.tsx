"use client";

import { type KeyboardEvent, useId, useState } from "react";
import { keyOf } from "@/components/ui/api-call";
import { listCodeTagsContract } from "@/components/ui/api-routes.generated";
import { useApi } from "@/components/ui/use-api";
import { MAX_TAG_LENGTH } from "@/lib/codes/tag-limits";
import { tagStyle } from "./tag-color";

const SUGGESTIONS = 6;
const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Tags as coloured chips with a text box that suggests the account's existing tags (GET
 * /api/v1/tags) as you type (or on ↓): a combobox with a listbox; ↑/↓ move, Enter or "," adds, Backspace in an
 * empty box removes the last chip.
 */
export function TagInput({
  label,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  max: number;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const { data } = useApi<{ data: { tag: string; count: number }[] }>(keyOf(listCodeTagsContract));
  const typed = normal(text);
  const options = (data?.data ?? [])
    .map((row) => row.tag)
    .filter((tag) => !value.includes(tag) && (!typed || tag.includes(typed)))
    .slice(0, SUGGESTIONS);
  const shown = open && options.length > 0;

  const add = (tag: string) => {
    const clean = normal(tag).slice(0, MAX_TAG_LENGTH);
    if (clean && !value.includes(clean) && value.length < max) onChange([...value, clean]);
    setText("");
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === "Enter" || event.key === ",") {
      if (!typed && !shown) return;
      event.preventDefault();
      add(shown && (event.key === "Enter" || !typed) ? (options[active] ?? text) : text);
    } else if (event.key === "Escape" && shown) {
      // Closes the suggestions only, not the dialog around them.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === "Backspace" && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-brand-500">
        {value.map((tag) => (
          <span
            key={tag}
            style={tagStyle(tag)}
            className="tag-chip inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2 text-xs font-medium"
          >
            #{tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((other) => other !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="rounded-full px-1 leading-none hover:bg-black/10"
            >
              ×
            </button>
          </span>
        ))}
        <div className="relative min-w-24 flex-1">
          <input
            id={`${id}-input`}
            role="combobox"
            aria-expanded={shown}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown ? `${id}-option-${active}` : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            value={text}
            maxLength={MAX_TAG_LENGTH}
            disabled={value.length >= max}
            placeholder={value.length >= max ? `At most ${max} tags` : "Add a tag"}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            className="h-7 w-full bg-transparent text-sm text-zinc-900 outline-none placeholder:text-zinc-500"
          />
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label={`Existing tags for ${label.toLowerCase()}`}
            hidden={!shown}
            className="absolute top-full left-0 z-20 mt-1 w-56 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
          >
            {options.map((tag, index) => (
              <div
                key={tag}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(tag);
                }}
                className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? "bg-zinc-100" : ""}`}
              >
                <span style={tagStyle(tag)} className="tag-chip rounded-full px-2 py-0.5 text-xs font-medium">
                  #{tag}
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
