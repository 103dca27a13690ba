import { useId } from 'react';
import type { WorkOrder } from '../../../domain/schedule/crew-day';
import { formatNumber } from '../../../domain/format/format';
import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { EDGE_TYPES } from '../../../domain/takeoff/roof-edge-types';
import { useLingui } from './i18n';
import { edgeTypeLabel } from '../../lib/edge-type-label';
import { areaText, quantityUnitText } from '../../lib/unit-text';
import { RoofDiagram } from './roof-diagram';

/** What to install and where: materials (no prices), the roof's lengths and diagram, photos. */
export function WorkOrderView({ order }: { order: WorkOrder }) {
  const { i18n } = useLingui();
  const lengths = order.lengths;
  const id = useId();
  return (
    <div className="space-y-4">
      <section aria-labelledby={`${id}-materials`}>
        <h3 id={`${id}-materials`} className="font-semibold">
          {i18n._('Materials')}
        </h3>
        {order.lines.length === 0 ? (
          <p className="text-slate-600">
            {i18n._('No saved estimate yet: ask the office what to install.')}
          </p>
        ) : (
          <>
            {order.option && (
              <p className="text-sm text-slate-600">
                {i18n._('{number} · Option {option}', {
                  number: order.estimateNumber,
                  option: order.option,
                })}
              </p>
            )}
            <ul className="mt-1 divide-y divide-slate-200 rounded border border-slate-200">
              {order.lines.map((l, i) => (
                <li key={i} className="flex justify-between gap-3 px-3 py-2">
                  <span>{l.name}</span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {quantityUnitText(l.quantity, l.unit)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby={`${id}-roof`}>
        <h3 id={`${id}-roof`} className="font-semibold">
          {i18n._('Roof')}
        </h3>
        {!lengths ? (
          <p className="text-slate-600">{i18n._('The roof has not been measured on the map.')}</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {order.slopedAreaSqFt !== null && (
                <div className="col-span-2 flex justify-between">
                  <dt>{i18n._('Roof area')}</dt>
                  <dd className="font-semibold">{areaText(order.slopedAreaSqFt)}</dd>
                </div>
              )}
              {EDGE_TYPES.filter((t: EdgeType) => lengths[t]).map((t) => (
                <div key={t} className="flex justify-between">
                  <dt>{edgeTypeLabel(t)}</dt>
                  <dd className="font-semibold">
                    {i18n._('{length} ft', { length: formatNumber(lengths[t]!, 0) })}
                  </dd>
                </div>
              ))}
            </dl>
            {order.diagram && (
              <div className="mt-2">
                <RoofDiagram diagram={order.diagram} />
              </div>
            )}
          </>
        )}
      </section>
      {order.photos.length > 0 && (
        <section aria-labelledby={`${id}-photos`}>
          <h3 id={`${id}-photos`} className="font-semibold">
            {i18n._('Photos')}
          </h3>
          <ul className="mt-1 grid grid-cols-3 gap-2">
            {order.photos.map((p) => (
              <li key={p.id}>
                <a href={p.imageUrl} target="_blank" rel="noreferrer">
                  <img
                    src={p.thumbUrl}
                    alt={p.caption || i18n._('Job photo')}
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
