import type { ReactNode } from 'react';
import type { Material } from '../../../domain/price-list/price-list';
import { isTakeoffItem } from './takeoff-text';
import { useLingui } from './i18n';

/** The active materials in their two groups, each with its heading; an empty group is left out. */
export function MaterialGroups({
  active,
  render,
}: {
  active: Material[];
  render: (items: Material[]) => ReactNode;
}) {
  const { i18n } = useLingui();
  const groups = [
    {
      id: 'priced-materials-heading',
      title: i18n._('Materials'),
      description: i18n._(
        'Priced per sq ft, linear ft or unit: an estimate’s line takes the quantity typed.',
      ),
      items: active.filter((m) => !isTakeoffItem(m)),
    },
    {
      id: 'takeoff-items-heading',
      title: i18n._('Takeoff items'),
      description: i18n._(
        'Ordered in whole units from a roof’s measurements by “Build order from measurements”.',
      ),
      items: active.filter(isTakeoffItem),
    },
  ];
  return (
    <>
      {groups.map(
        (g) =>
          g.items.length > 0 && (
            <section key={g.id} aria-labelledby={g.id}>
              <h3 id={g.id} className="text-base font-semibold text-slate-800">
                {g.title}
              </h3>
              <p className="mt-1 mb-3 text-sm text-slate-600">{g.description}</p>
              <ul
                aria-label={g.title}
                className="divide-y divide-slate-200 rounded-lg border border-slate-200"
              >
                {render(g.items)}
              </ul>
            </section>
          ),
      )}
    </>
  );
}
