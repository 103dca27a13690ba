import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { materialsQuery, settingsQuery } from './api';
import { CompanyForm } from './company-form';
import { LaborRateForm } from './labor-rate-form';
import { PriceList } from './price-list';

function Card({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  const materials = useQuery(materialsQuery());
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your company details for proposals, your labor rate and your price list."
      />
      <div className="space-y-6">
        <Card
          id="company-heading"
          title="Company profile"
          description="Printed at the top of every PDF proposal."
        >
          {settings.isPending ? (
            // About the form's height, so the cards below do not jump when it arrives.
            <div className="min-h-[28rem]">
              <LoadingState label="Loading settings…" />
            </div>
          ) : settings.isError ? (
            <ErrorState
              title="Could not load settings"
              message={settings.error.message}
              onRetry={() => void settings.refetch()}
            />
          ) : (
            <CompanyForm settings={settings.data} />
          )}
        </Card>
        <Card
          id="labor-heading"
          title="Labor"
          description="Per sq ft of actual (sloped) roof area."
        >
          {settings.isPending ? (
            <div className="min-h-[10rem]">
              <LoadingState label="Loading settings…" />
            </div>
          ) : settings.isError ? (
            <ErrorState title="Could not load settings" message={settings.error.message} />
          ) : (
            <LaborRateForm settings={settings.data} />
          )}
        </Card>
        <Card
          id="price-list-heading"
          title="Price list"
          description="Prices new estimates use. Saved estimates keep the prices they were saved with."
        >
          {materials.isPending ? (
            <LoadingState label="Loading price list…" />
          ) : materials.isError ? (
            <ErrorState
              title="Could not load the price list"
              message={materials.error.message}
              onRetry={() => void materials.refetch()}
            />
          ) : (
            <PriceList materials={materials.data} />
          )}
        </Card>
      </div>
    </>
  );
}
