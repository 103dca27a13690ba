import type { HTMLAttributes, ReactNode } from 'react';

export type CalloutTone = 'info' | 'neutral' | 'success' | 'warning' | 'error';

const TONES: Record<CalloutTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  neutral: 'border-slate-200 bg-slate-100 text-slate-800',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-900',
};

/**
 * A boxed message: a save's outcome, a warning, an error. The tone sets the colours (each pair
 * passes WCAG AA contrast); the words must carry the meaning on their own, since colour alone
 * does not reach everyone. `role` is "status" for news and "alert" for what needs attention now.
 */
export function Callout({
  tone,
  className,
  children,
  ...rest
}: {
  tone: CalloutTone;
  children: ReactNode;
} & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]} ${className ?? ''}`}
      {...rest}
    >
      {children}
    </div>
  );
}
