"use client";

import { useEffect, useState } from "react";
import { formatDateTime } from "@/components/ui/format";

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "in 2 hours": the largest whole unit between `value` and `now`. */
function formatRelative(value: string | Date | number, now = Date.now()): string {
  let amount = (new Date(value).getTime() - now) / 1000;
  if (Math.abs(amount) < 10) return amount > 0 ? "in a few seconds" : "just now";
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(new Date(value));
}

/**
 * A time as "5 minutes ago", with the exact UTC time as its tooltip. The server renders the exact
 * time; the browser swaps in the relative text and keeps it fresh every 30 seconds. `past` marks a
 * time that has happened: a server clock slightly ahead of the browser's then reads "just now".
 */
export function RelativeTime({
  value,
  past = false,
  className,
}: {
  value: string;
  past?: boolean;
  className?: string;
}) {
  const [mounted, setMounted] = useState(false);
  const [, setTick] = useState(0);
  useEffect(() => {
    setMounted(true);
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  const now = Date.now();
  const shown = past && new Date(value).getTime() > now ? now : value;
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {mounted ? formatRelative(shown, now) : formatDateTime(value)}
    </time>
  );
}
