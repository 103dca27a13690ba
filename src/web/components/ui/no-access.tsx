import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '../../i18n';
import { EmptyState } from './empty-state';

/** A screen the signed-in user's role may not use: said plainly, who may, and a way back. */
export function NoAccess({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <EmptyState title={i18n._('You don’t have access to this page')}>
      <p>{children}</p>
      <Link to="/" className="mt-2 inline-block font-semibold text-brand-700 underline">
        {i18n._('Back to the dashboard')}
      </Link>
    </EmptyState>
  );
}
