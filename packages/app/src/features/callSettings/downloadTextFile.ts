/** Saves text as a file through the browser's download (the export answers the file's text and name). */
export function downloadTextFile(file: { fileName: string; contentType: string; text: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.contentType }));
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
