/** Saves a downloaded file under a name through a temporary link (no page navigation). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
