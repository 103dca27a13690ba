import type { ShownStatus } from '../../../domain/project/status';
import { useLingui } from './i18n';
import { statusText } from './project-texts';

// Status colours: pending yellow, in-progress blue, completed green, lost grey (AA text).
const COLORS: Record<ShownStatus, string> = {
  lost: 'bg-slate-100 text-slate-800 ring-slate-300',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  'in-progress': 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
};

export function StatusBadge({ status }: { status: ShownStatus }) {
  // Re-rendered when the language changes.
  useLingui();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLORS[status]}`}
    >
      {statusText(status)}
    </span>
  );
}
