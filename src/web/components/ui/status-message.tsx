import { useLingui } from '../../i18n';
import { useOnline } from '../../lib/online';
import { Callout } from './callout';

/**
 * Under a loading state with no network: what the service worker or the sync kept comes from
 * the device within a moment, and anything else waits for the network (its read is held until
 * then), which without a word looks like a spinner that never ends. Shown only once the wait
 * has lasted a moment (styles.css), so a kept answer never flashes it.
 */
function NoSignalWait() {
  const { i18n } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <span className="after-a-moment mt-1 block text-sm">
      {i18n._('No signal: this was not kept on this device. It opens when you are back online.')}
    </span>
  );
}

/** Loading, empty and error states look the same everywhere. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-600"
    >
      <span
        aria-hidden="true"
        className="mt-1 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span>
        {label}
        <NoSignalWait />
      </span>
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Callout tone="error" role="alert">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          {i18n._('Try again')}
        </button>
      )}
    </Callout>
  );
}

/** Loading inside a card's section (a project page's estimates, photos, proposals). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="text-slate-600">
      {label}
      <NoSignalWait />
    </p>
  );
}

/** A card section's list that could not be loaded: "Could not load the photos: …", Try again. */
export function SectionError({
  what,
  message,
  onRetry,
}: {
  /** "the photos". */
  what: string;
  message: string;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Callout tone="error" role="alert">
      {i18n._('Could not load {what}: {message}', { what, message })}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {i18n._('Try again')}
      </button>
    </Callout>
  );
}
