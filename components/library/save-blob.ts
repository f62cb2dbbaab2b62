/**
 * Hands bytes to the browser as a file download: an object URL on a temporary <a download>.
 * The URL is revoked a little later (revoking at once can cancel the download in some browsers).
 */
export function saveBlob(bytes: ArrayBuffer | Blob, filename: string, contentType: string): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type: contentType });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The document URL asking for an attachment (`?download=1`), keeping any query it has. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
