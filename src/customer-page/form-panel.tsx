import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

/**
 * The panel the accept and the decline forms open in: its heading takes the focus when it
 * appears (a screen reader hears where it is), and Escape cancels unless a request is on its way.
 */
export function FormPanel({
  title,
  sending,
  onCancel,
  children,
}: {
  title: string;
  sending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !sending) {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
