/** Saves text or bytes as a file through a temporary link (the browser's download). */
export function downloadFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
