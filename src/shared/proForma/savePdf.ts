/** Hands the bytes to the browser as a PDF file download (portal and back-office alike). */
export function savePdf(bytes: Uint8Array, filename: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
