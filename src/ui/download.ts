/**
 * Saves `text` as a file named `fileName` on the person's device: a Blob behind a temporary
 * download link, so nothing goes through a server and the bytes are exactly `text` in UTF-8.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob after click() returns; give it time before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
