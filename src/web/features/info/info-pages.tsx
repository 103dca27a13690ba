import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="max-w-2xl">
      <PageHeader title={title} />
      <div className="space-y-4 text-slate-700">{children}</div>
    </article>
  );
}

export function TermsPage() {
  return (
    <InfoPage title="Terms">
      <p>
        Ridgeline is a tool to help you measure roofs and prepare estimates. Figures it computes are
        estimates: check measurements on site before you order materials or sign a contract.
      </p>
      <p>
        You own the projects, estimates and settings you enter. Keep backups of anything you cannot
        afford to lose.
      </p>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy">
      <p>
        Your projects, customers and estimates are stored in your company's own Ridgeline database.
        Nothing is sold or shared.
      </p>
      <p>
        Address searches are sent to the map service your company has configured. Your location and
        your phone's motion sensor are used only on your device, when you ask for them.
      </p>
    </InfoPage>
  );
}

export function ContactPage() {
  return (
    <InfoPage title="Contact">
      <p>
        Questions, bugs or ideas? Write to{' '}
        <a className="font-medium text-brand-700 underline" href="mailto:support@ridgeline.app">
          support@ridgeline.app
        </a>
        . We answer within one business day.
      </p>
    </InfoPage>
  );
}
