import { useState } from 'react';
import type { Material } from '../../../domain/price-list/price-list';
import { AddMaterialForm } from './add-material-form';
import { ArchivedRow } from './archived-row';
import { MaterialRow } from './material-row';
import { MaterialGroups } from './material-groups';
import { useLingui } from './i18n';

/**
 * The price list: active materials are edited in place, in two groups (those priced by the
 * quantity typed in an estimate, and the takeoff items an order is built from); archived ones
 * can be restored. Nothing is ever deleted: saved estimates refer to every material.
 */
export function PriceList({ materials }: { materials: Material[] }) {
  const { i18n } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const active = materials.filter((m) => !m.archived);
  const archived = materials.filter((m) => m.archived);
  const group = (items: Material[]) =>
    items.map((m) => <MaterialRow key={m.id} material={m} onAnnounce={setAnnouncement} />);
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {active.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          {i18n._('Every material is archived. Add one below or restore an archived one.')}
        </p>
      ) : (
        <MaterialGroups active={active} render={group} />
      )}
      <AddMaterialForm onAdded={setAnnouncement} />
      {archived.length > 0 && (
        <section aria-labelledby="archived-heading">
          <h3 id="archived-heading" className="text-base font-semibold text-slate-800">
            {i18n._('Archived materials')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {i18n._(
              'Hidden from new estimates. Saved estimates keep the name and price they were saved with.',
            )}
          </p>
          <ul
            aria-label={i18n._('Archived materials')}
            className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50"
          >
            {archived.map((m) => (
              <ArchivedRow key={m.id} material={m} onRestored={setAnnouncement} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
