"use client";

import Form from "next/form";
import { useRef } from "react";
import { Button } from "@/components/ui/button";

export interface CodeFilters {
  keyword: string;
  mode: string;
  status: string;
}

const control =
  "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/** Search and filters as a GET form: the URL holds them, so a filtered page can be shared and reloaded. */
export function CodesFilters({ filters }: { filters: CodeFilters }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = () => form.current?.requestSubmit();
  return (
    <Form
      ref={form}
      action="/dashboard/codes"
      role="search"
      aria-label="Filter codes"
      className="grid gap-3 border-b border-zinc-100 p-4 sm:grid-cols-[1fr_9rem_9rem_auto] sm:px-5"
    >
      <div>
        <label htmlFor="codes-keyword" className="sr-only">
          Search codes
        </label>
        <input
          id="codes-keyword"
          type="search"
          name="keyword"
          defaultValue={filters.keyword}
          maxLength={200}
          placeholder="Search by name or content"
          className={control}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div>
          <label htmlFor="codes-mode" className="sr-only">
            Mode
          </label>
          <select id="codes-mode" name="mode" defaultValue={filters.mode} onChange={submit} className={control}>
            <option value="">All modes</option>
            <option value="DYNAMIC">Dynamic</option>
            <option value="STATIC">Static</option>
            <option value="AI">AI</option>
          </select>
        </div>
        <div>
          <label htmlFor="codes-status" className="sr-only">
            Status
          </label>
          <select id="codes-status" name="status" defaultValue={filters.status} onChange={submit} className={control}>
            <option value="">All statuses</option>
            <option value="READY">Ready</option>
            <option value="EXPIRED">Expired</option>
          </select>
        </div>
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
