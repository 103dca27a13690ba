import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { Trans } from '@lingui/react';
import { useLingui } from './i18n';

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="max-w-2xl">
      <PageHeader title={title} />
      <div className="space-y-4 text-slate-700">{children}</div>
    </article>
  );
}

export function TermsPage() {
  const { i18n } = useLingui();
  return (
    <InfoPage title={i18n._('Terms')}>
      <p>
        {i18n._(
          'Ridgeline is a tool to help you measure roofs and prepare estimates. Figures it computes are estimates: check measurements on site before you order materials or sign a contract.',
        )}
      </p>
      <p>
        {i18n._(
          'You own the projects, estimates and settings you enter. Keep backups of anything you cannot afford to lose.',
        )}
      </p>
    </InfoPage>
  );
}

export function PrivacyPage() {
  const { i18n } = useLingui();
  return (
    <InfoPage title={i18n._('Privacy')}>
      <p>
        {i18n._(
          "Your projects, customers and estimates are stored in your company's own Ridgeline database. Nothing is sold or shared.",
        )}
      </p>
      <p>
        {i18n._(
          "Address searches are sent to the map service your company has configured. Your location and your phone's motion sensor are used only on your device, when you ask for them.",
        )}
      </p>
    </InfoPage>
  );
}

export function ContactPage() {
  const { i18n } = useLingui();
  return (
    <InfoPage title={i18n._('Contact')}>
      <p>
        <Trans
          id="Questions, bugs or ideas? Write to <0>support@ridgeline.app</0>. We answer within one business day."
          components={{
            0: (
              <a
                className="font-medium text-brand-700 underline"
                href="mailto:support@ridgeline.app"
              />
            ),
          }}
        />
      </p>
    </InfoPage>
  );
}
