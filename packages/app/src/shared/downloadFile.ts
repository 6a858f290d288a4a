/**
 * Saves a file an API call answered (a `File` named as its Content-Disposition says) through the
 * browser's download, under that name; `fallbackName` names a file the answer left unnamed.
 */
export function downloadFile(file: Blob, fallbackName = 'download'): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file instanceof File && file.name ? file.name : fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
