// Documents (PDFs, CSV) are fetched rather than linked, so a refusal (a bad field, a busy
// server, a record deleted meanwhile) is shown on the page instead of replacing it; this hands
// the answer to the browser as a download.

function fileNameFrom(disposition: string | null, fallback: string): string {
  const m = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/** Saves the answer's body under the name its Content-Disposition gives; returns that name. */
export async function saveDownload(res: Response, fallbackName: string): Promise<string> {
  const blob = await res.blob();
  const fileName = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return fileName;
}
