import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLocalDate } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import type { NewCalendarFeed } from './calendar-feed-api';
import { calendarFeedQuery, useEndCalendarFeed, useNewCalendarFeed } from './calendar-feed-api';

/** The same feed for calendar apps that subscribe when a webcal: link is opened (Apple's). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * Account -> Calendar feed: the user's jobs in their phone's calendar. The URL is shown only in
 * the visit that made it (the server keeps its hash alone); a new one ends the old one.
 */
export function CalendarFeedSection() {
  const state = useQuery(calendarFeedQuery());
  const make = useNewCalendarFeed();
  const end = useEndCalendarFeed();
  const [shown, setShown] = useState<NewCalendarFeed | null>(null);
  const [asking, setAsking] = useState<'renew' | 'end' | null>(null);
  const [ended, setEnded] = useState(false);

  const makeFeed = () =>
    make.mutate(undefined, {
      onSuccess: (feed) => {
        setShown(feed);
        setEnded(false);
        setAsking(null);
      },
    });
  const endFeed = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        setEnded(true);
        setAsking(null);
      },
    });

  if (state.isPending) return <LoadingState label="Loading your calendar feed…" />;
  if (state.isError) {
    return (
      <ErrorState
        title="Could not load your calendar feed"
        message={state.error.message}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const createdAt = state.data.createdAt;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Your jobs and appointments in your phone&rsquo;s calendar app, kept up to date by the
        calendar itself. Anyone with the URL can see the dates and addresses: keep it to yourself.
      </p>
      <div role="status" aria-live="polite">
        {ended && <Callout tone="success">The feed is ended: its URL no longer works.</Callout>}
      </div>
      {shown ? (
        <FeedUrl feed={shown} />
      ) : createdAt ? (
        <p>
          Your feed was made on {formatLocalDate(createdAt)}. Its URL was shown once, when it was
          made. To add it to another calendar, make a new URL: the old one stops working.
        </p>
      ) : null}
      {make.error && !asking && (
        <Callout tone="error" role="alert">
          {make.error.message}
        </Callout>
      )}
      <div className="flex flex-wrap gap-2">
        {createdAt ? (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setAsking('renew')}
            >
              Make a new URL
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setAsking('end')}
            >
              End the feed
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={make.isPending}
            onClick={makeFeed}
          >
            {make.isPending ? 'Making…' : 'Make my calendar feed'}
          </button>
        )}
      </div>
      {asking === 'renew' && (
        <ConfirmDialog
          title="Make a new URL?"
          action="Make a new URL"
          busyAction="Making…"
          busy={make.isPending}
          error={make.error}
          onConfirm={makeFeed}
          onClose={() => setAsking(null)}
        >
          The URL you have now stops working at once: calendars subscribed to it get no more updates
          until you add the new one.
        </ConfirmDialog>
      )}
      {asking === 'end' && (
        <ConfirmDialog
          title="End the calendar feed?"
          action="End the feed"
          busyAction="Ending…"
          busy={end.isPending}
          error={end.error}
          onConfirm={endFeed}
          onClose={() => setAsking(null)}
        >
          Its URL stops working at once: calendars subscribed to it get no more updates.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The URL just made, to copy, with how to add it to the common calendar apps. */
function FeedUrl({ feed }: { feed: NewCalendarFeed }) {
  return (
    <Callout tone="success" className="space-y-3">
      <p className="font-semibold">
        Your calendar feed is ready. Copy its URL now: it is shown only this once.
      </p>
      <CopyLinkField label="Calendar feed URL" url={feed.url} />
      <a href={webcalOf(feed.url)} className={buttonStyles.secondary}>
        Open in this device&rsquo;s calendar app
      </a>
      <div>
        <h3 className="font-semibold">Google Calendar</h3>
        <p>
          On a computer, open Google Calendar. Next to <strong>Other calendars</strong> press
          <strong> +</strong>, choose <strong>From URL</strong>, paste the URL and press{' '}
          <strong>Add calendar</strong>. It then shows on your phone too; Google checks for changes
          every few hours.
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Apple Calendar</h3>
        <p>
          On an iPhone or iPad: <strong>Settings</strong> → <strong>Calendar</strong> →{' '}
          <strong>Accounts</strong> → <strong>Add Account</strong> → <strong>Other</strong> →{' '}
          <strong>Add Subscribed Calendar</strong>, paste the URL. On a Mac: in Calendar,{' '}
          <strong>File</strong> → <strong>New Calendar Subscription</strong>.
        </p>
      </div>
    </Callout>
  );
}
