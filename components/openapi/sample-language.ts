"use client";

// The language the API reference's examples show, shared by every operation card and kept in
// localStorage: choosing Python on one card shows Python on all, and on the next visit.
import { useSyncExternalStore } from "react";
import type { SampleLanguage } from "@/lib/openapi/code-samples/languages";

const STORAGE_KEY = "codebeam.api-example-language";
const LANGUAGES: SampleLanguage[] = ["curl", "typescript", "python", "go"];
const listeners = new Set<() => void>();
/** The last choice, for when storage is refused (private mode, a policy). */
let chosen: SampleLanguage = "curl";

function read(): SampleLanguage {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.find((language) => language === saved) ?? chosen;
  } catch {
    return chosen;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function chooseSampleLanguage(language: SampleLanguage) {
  chosen = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not remembered across visits; this page's cards still follow
  }
  for (const listener of listeners) listener();
}

/** The chosen language; the server (and the first paint) shows curl. */
export function useSampleLanguage(): SampleLanguage {
  return useSyncExternalStore(subscribe, read, () => "curl");
}
