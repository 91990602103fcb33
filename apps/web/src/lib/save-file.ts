/** Hands a downloaded file to the browser, which saves it under `filename`. */
export function saveFile(content: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(content);
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
