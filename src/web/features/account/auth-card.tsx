import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';

/** The sign-in, setup and invitation pages: one narrow card in the middle of the page. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md sm:py-8">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageHeader title={title} {...(description ? { description } : {})} />
        {children}
      </div>
    </div>
  );
}
