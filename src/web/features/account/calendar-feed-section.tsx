import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLocalDate } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { currentLanguage } from '../../lib/i18n/catalogs';
import type { NewCalendarFeed } from './calendar-feed-api';
import { calendarFeedQuery, useEndCalendarFeed, useNewCalendarFeed } from './calendar-feed-api';
import { Trans } from '@lingui/react';
import { useLingui } from './i18n';

/** The same feed for calendar apps that subscribe when a webcal: link is opened (Apple's). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * Account -> Calendar feed: the user's jobs in their phone's calendar. The URL is shown only in
 * the visit that made it (the server keeps its hash alone); a new one ends the old one.
 */
export function CalendarFeedSection() {
  const { i18n } = useLingui();
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

  if (state.isPending) return <LoadingState label={i18n._('Loading your calendar feed…')} />;
  if (state.isError) {
    return (
      <ErrorState
        title={i18n._('Could not load your calendar feed')}
        message={state.error.message}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const createdAt = state.data.createdAt;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {i18n._(
          'Your jobs and appointments in your phone’s calendar app, kept up to date by the calendar itself. Anyone with the URL can see the dates and addresses: keep it to yourself.',
        )}
      </p>
      <div role="status" aria-live="polite">
        {ended && (
          <Callout tone="success">{i18n._('The feed is ended: its URL no longer works.')}</Callout>
        )}
      </div>
      {shown ? (
        <FeedUrl feed={shown} />
      ) : createdAt ? (
        <p>
          {i18n._(
            'Your feed was made on {date}. Its URL was shown once, when it was made. To add it to another calendar, make a new URL: the old one stops working.',
            { date: formatLocalDate(createdAt, currentLanguage()) },
          )}
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
              {i18n._('Make a new URL')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setAsking('end')}
            >
              {i18n._('End the feed')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={make.isPending}
            onClick={makeFeed}
          >
            {make.isPending ? i18n._('Making…') : i18n._('Make my calendar feed')}
          </button>
        )}
      </div>
      {asking === 'renew' && (
        <ConfirmDialog
          title={i18n._('Make a new URL?')}
          action={i18n._('Make a new URL')}
          busyAction={i18n._('Making…')}
          busy={make.isPending}
          error={make.error}
          onConfirm={makeFeed}
          onClose={() => setAsking(null)}
        >
          {i18n._(
            'The URL you have now stops working at once: calendars subscribed to it get no more updates until you add the new one.',
          )}
        </ConfirmDialog>
      )}
      {asking === 'end' && (
        <ConfirmDialog
          title={i18n._('End the calendar feed?')}
          action={i18n._('End the feed')}
          busyAction={i18n._('Ending…')}
          busy={end.isPending}
          error={end.error}
          onConfirm={endFeed}
          onClose={() => setAsking(null)}
        >
          {i18n._('Its URL stops working at once: calendars subscribed to it get no more updates.')}
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The URL just made, to copy, with how to add it to the common calendar apps. */
function FeedUrl({ feed }: { feed: NewCalendarFeed }) {
  const { i18n } = useLingui();
  return (
    <Callout tone="success" className="space-y-3">
      <p className="font-semibold">
        {i18n._('Your calendar feed is ready. Copy its URL now: it is shown only this once.')}
      </p>
      <CopyLinkField label={i18n._('Calendar feed URL')} url={feed.url} />
      <a href={webcalOf(feed.url)} className={buttonStyles.secondary}>
        {i18n._('Open in this device’s calendar app')}
      </a>
      <div>
        <h3 className="font-semibold">Google Calendar</h3>
        <p>
          <Trans
            id="On a computer, open Google Calendar. Next to <0>Other calendars</0> press<1> +</1>, choose <2>From URL</2>, paste the URL and press <3>Add calendar</3>. It then shows on your phone too; Google checks for changes every few hours."
            components={{ 0: <strong />, 1: <strong />, 2: <strong />, 3: <strong /> }}
          />
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Apple Calendar</h3>
        <p>
          <Trans
            id="On an iPhone or iPad: <0>Settings</0> → <1>Calendar</1> → <2>Accounts</2> → <3>Add Account</3> → <4>Other</4> → <5>Add Subscribed Calendar</5>, paste the URL. On a Mac: in Calendar, <6>File</6> → <7>New Calendar Subscription</7>."
            components={{
              0: <strong />,
              1: <strong />,
              2: <strong />,
              3: <strong />,
              4: <strong />,
              5: <strong />,
              6: <strong />,
              7: <strong />,
            }}
          />
        </p>
      </div>
    </Callout>
  );
}
