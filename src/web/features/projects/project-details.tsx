import type { ReactNode } from 'react';
import { formatIsoDate, formatUsd, formatLatLng } from '../../../domain/format/format';
import type { Project } from '../../../domain/project/project';
import { roofMeasured } from '../../../domain/takeoff/roof-measured';
import { formatPitch } from '../../../domain/takeoff/pitch';
import { usePermissions } from '../../lib/permissions';
import { useQuery } from '@tanstack/react-query';
import { leadSourcesQuery, salespeopleQuery } from '../pipeline/api';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { useLingui } from './i18n';
import { costOptionLabel, notMeasuredText, sqFtText } from './project-texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words text-sm font-medium text-slate-900">
        {children}
      </dd>
    </div>
  );
}

export function ProjectDetails({ project: p }: { project: Project }) {
  const { i18n } = useLingui();
  const none = <span className="font-normal text-slate-500">{i18n._('Not set')}</span>;
  const can = usePermissions();
  // Unmeasured: one "Not measured yet" stands for the area, the pitch and a price of $0.
  const measured = roofMeasured(p);
  const source = useQuery(leadSourcesQuery()).data?.find((s) => s.id === p.leadSourceId);
  // Only the office may list the team (crew see the salesperson on the board's cards).
  const people = useQuery({ ...salespeopleQuery(), enabled: can.editProjects }).data;
  const salesperson = people?.find((x) => x.id === p.salespersonId);
  return (
    <dl className="divide-y divide-slate-100">
      <Row label={i18n._('Address')}>{p.address}</Row>
      <Row label={i18n._('Date')}>{formatIsoDate(p.date, currentLanguage())}</Row>
      {measured ? (
        <>
          <Row label={i18n._('Roof area')}>{sqFtText(p.roofAreaSqFt)}</Row>
          <Row label={i18n._('Pitch')}>{formatPitch(p.pitch)}</Row>
        </>
      ) : (
        <Row label={i18n._('Roof')}>
          <span className="font-normal text-slate-600">{notMeasuredText()}</span>
        </Row>
      )}
      {can.seeMoney && (measured || p.estimatedCostCents > 0) && (
        <Row label={i18n._('Estimated cost')}>
          {formatUsd(p.estimatedCostCents)}
          {/* Which option of the estimate this is, so it is never a second unexplained price. */}
          {costOptionLabel(p) && (
            <span className="font-normal text-slate-600"> · {costOptionLabel(p)}</span>
          )}
        </Row>
      )}
      <Row label={i18n._('Customer')}>{p.customerName || none}</Row>
      <Row label={i18n._('Phone')}>
        {p.customerPhone ? (
          <a
            className="inline-flex min-h-11 items-center text-brand-700 underline"
            href={`tel:${p.customerPhone.replace(/[^\d+]/g, '')}`}
          >
            {p.customerPhone}
          </a>
        ) : (
          none
        )}
      </Row>
      <Row label={i18n._('Email')}>
        {p.customerEmail ? (
          <a
            className="inline-flex min-h-11 items-center text-brand-700 underline"
            href={`mailto:${p.customerEmail}`}
          >
            {p.customerEmail}
          </a>
        ) : (
          none
        )}
      </Row>
      <Row label={i18n._('Location')}>
        {p.latitude !== null && p.longitude !== null ? formatLatLng(p.latitude, p.longitude) : none}
      </Row>
      <Row label={i18n._('Lead source')}>{source?.name ?? none}</Row>
      {can.editProjects && <Row label={i18n._('Salesperson')}>{salesperson?.name ?? none}</Row>}
      <Row label={i18n._('Notes')}>
        {p.notes ? <span className="whitespace-pre-line">{p.notes}</span> : none}
      </Row>
    </dl>
  );
}
