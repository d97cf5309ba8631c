/** Saves text as a file the browser downloads (CSV exports). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves bytes made in the browser (a zip) as a file. */
export function downloadBytes(fileName: string, bytes: Uint8Array, type: string) {
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type }));
}

function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
