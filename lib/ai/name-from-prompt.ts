import { shorten } from "../content/shorten";

/** A new AI code's name when none is given: the prompt's first words (about 60 characters), capitalised. */
export function nameFromPrompt(prompt: string): string {
  const words = shorten(prompt);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
