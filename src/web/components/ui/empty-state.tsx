import type { ReactNode } from 'react';

// Apart from the loading and error states (status-message.tsx): those are in the first-load
// bundle, and only lazily loaded screens show an empty list.
/** An empty list's message, with what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
    </div>
  );
}
