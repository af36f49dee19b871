/** Saves an object URL under `filename` through a temporary download link. */
export function saveFile(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a text the page made (a CSV) as a file the browser downloads. */
export function saveText(text: string, filename: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveFile(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
