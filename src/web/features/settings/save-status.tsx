/** The polite "saved" line (or a request error) beside a form's button, read by screen readers. */
export function SaveStatus({
  saved,
  error,
  savedText,
}: {
  saved: boolean;
  error: string | null;
  savedText: string;
}) {
  return (
    <p role="status" aria-live="polite" className="text-sm">
      {error ? (
        <span className="font-medium text-red-700">{error}</span>
      ) : saved ? (
        <span className="font-medium text-green-800">✓ {savedText}</span>
      ) : null}
    </p>
  );
}
