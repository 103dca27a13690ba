import { formatUsdCents } from '../../../domain/format/format';
import type { Material } from '../../../domain/price-list/price-list';
import { buttonStyles } from '../../components/ui/button-styles';
import { useUpdateMaterial } from './mutations';
import { materialConflictText, materialErrorText } from './material-conflict';
import { useLingui } from './i18n';
import { unitLabel } from './takeoff-text';

/** An archived material: hidden from new estimates until it is restored. */
export function ArchivedRow({
  material,
  onRestored,
}: {
  material: Material;
  onRestored: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const update = useUpdateMaterial();
  const problemText = update.conflict
    ? materialConflictText(update.conflict)
    : update.error
      ? materialErrorText(update.error)
      : null;
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-700">
          {material.name}{' '}
          <span className="ml-1 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
            {i18n._('Archived')}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {i18n._('{price} per {unit}', {
            price: formatUsdCents(material.priceCents),
            unit: unitLabel(material.unit),
          })}
        </p>
        {problemText && (
          <p role="alert" className="text-sm text-red-700">
            {problemText}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={i18n._('Restore {name}', { name: material.name })}
        className={buttonStyles.secondary}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: material.id, patch: { archived: false, version: material.version } },
            { onSuccess: (m) => onRestored(i18n._('{name} restored.', { name: m.name })) },
          )
        }
      >
        {i18n._('Restore')}
      </button>
    </li>
  );
}
