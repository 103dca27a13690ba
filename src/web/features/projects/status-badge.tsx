import type { ProjectStatus } from '../../../domain/project';
import { statusLabel } from '../../../domain/status';

// Status colours: pending yellow, in-progress blue, completed green (text dark enough for AA).
const COLORS: Record<ProjectStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  'in-progress': 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLORS[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
