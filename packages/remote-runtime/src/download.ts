/**
 * Saves a file the signed-in client fetched (an export) under `name`. Exports go through the
 * client, so the bearer token rides in the Authorization header: a plain link to an export would
 * need the token in its address, where logs and the browser history would keep it.
 */
export function downloadFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  // Attached while clicked: some browsers ignore a click on a link outside the document.
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task, once the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
