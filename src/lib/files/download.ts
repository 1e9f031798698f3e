/** Saves `text` as a file through a temporary link, the one way that works without a server. */
export function download(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers (Safari, older Firefox) read the blob after click() returns; revoking at once
    // can cancel the download, so the URL lives on a little.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
