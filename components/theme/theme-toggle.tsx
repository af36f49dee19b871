"use client";

import { useEffect, useState } from "react";
import { MonitorIcon, MoonIcon, SunIcon } from "@/components/ui/icons";
import { THEME_KEY } from "./theme-script";

type Theme = "system" | "light" | "dark";
const NEXT: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const ICON = { system: MonitorIcon, light: SunIcon, dark: MoonIcon };

const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

function apply(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && systemDark().matches);
  document.documentElement.classList.toggle("dark", dark);
}

/** Colour theme: follows the system setting until chosen; one button cycles System → Light → Dark. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");

  useEffect(() => {
    const saved = localStorage.getItem(THEME_KEY);
    setTheme(saved === "light" || saved === "dark" ? saved : "system");
  }, []);
  // While following the system, follow its changes too.
  useEffect(() => {
    if (theme !== "system") return;
    const query = systemDark();
    const follow = () => apply("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);

  const choose = () => {
    const next = NEXT[theme];
    setTheme(next);
    if (next === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, next);
    apply(next);
  };
  const Icon = ICON[theme];
  return (
    <button
      type="button"
      onClick={choose}
      aria-label={`Colour theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]]}`}
      title={`Theme: ${LABEL[theme]}`}
      data-testid="theme-toggle"
      className="flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
    >
      <Icon className="size-5" />
    </button>
  );
}
