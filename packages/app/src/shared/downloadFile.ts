/** A file to save: its name and type, and its content as text or as the API's base64 bytes. */
export type DownloadedFile = { fileName: string; contentType: string } & (
  { text: string } | { base64: string }
);

/** Saves a file through the browser's download. */
export function downloadFile(file: DownloadedFile): void {
  const content =
    'text' in file ? file.text : Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
