/**
 * Saves text or bytes as a file through a temporary link (the browser's download). The travels feature has the same
 * helper of its own: a module both imported would be a chunk of its own, whose name the first visit's preload list
 * carries (docs/benchmarks.md).
 */
export function saveFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
