/** The API's field errors for an AI request, in the words the form uses. */
const PLAIN: Record<string, (message: string) => string> = {
  content: () => "Enter the link the code should open, starting with https://",
  prompt: (message) =>
    /at most/.test(message)
      ? "The prompt is too long: keep it under 1,000 characters."
      : "Describe the picture you want.",
  negativePrompt: () => "Keep this under 1,000 characters.",
  name: () => "The name is too long.",
  image: (message) =>
    /decoded/.test(message)
      ? "That file is not a picture we can read. Use PNG, JPEG, WebP or GIF."
      : /is required/.test(message)
        ? "Add a reference picture: this server's engine draws the code from one."
        : /characters/.test(message)
          ? "That picture is too large. Choose a smaller one."
          : "That picture could not be fetched. Check the link, or upload the file instead.",
};

export function plainAiFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, PLAIN[field]?.(message) ?? message]),
  );
}
