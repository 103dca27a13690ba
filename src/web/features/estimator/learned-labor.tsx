import { useQuery } from '@tanstack/react-query';
import { formatUsdCents } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { laborRateForDays, typicalDayRateCents } from '../../../domain/learning/labor-from-days';
import { slopedAreaSqFt } from '../../../domain/takeoff/takeoff';
import type { Suggestions } from '../costing/api';
import { crewDayRatesQuery, learnedLaborText } from '../costing/api';
import type { FormFieldProps } from './form-number-field';
import { useLingui } from './i18n';

/**
 * The crew days the company's similar roofs took, and a button that prices them into the labor
 * rate: the days at the crews' day rate, over this roof's sloped area. Without a day rate set
 * it says where to set one instead.
 */
export function LearnedLabor({
  laborDays,
  form,
  onField,
}: {
  laborDays: NonNullable<Suggestions['laborDays']>;
  form: FormFieldProps['form'];
  onField: FormFieldProps['onField'];
}) {
  const { i18n } = useLingui();
  const rates = useQuery(crewDayRatesQuery());
  const dayRate = rates.data ? typicalDayRateCents(rates.data) : null;
  const area = slopedAreaSqFt({
    roofAreaSqFt: parseNumberText(form.area),
    pitch: parseNumberText(form.pitch),
  });
  const cents = dayRate === null ? null : laborRateForDays(laborDays.days, dayRate, area);
  const value = cents === null ? null : (cents / 100).toFixed(2);
  const inUse = cents !== null && parseNumberText(form.laborRate) === cents / 100;
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700"
      data-testid="learned-labor"
    >
      <span>{learnedLaborText(laborDays)}</span>
      {rates.isSuccess && dayRate === null && (
        <span>{i18n._('Set your crews’ day rates in Settings to price it.')}</span>
      )}
      {value !== null && dayRate !== null && (
        <>
          <span>
            {i18n._('At {dayRate} a crew day that is ${value} per sq ft.', {
              dayRate: formatUsdCents(dayRate),
              value,
            })}
          </span>
          {inUse ? (
            <span className="font-medium text-green-800">{i18n._('✓ In use')}</span>
          ) : (
            <button
              type="button"
              className="min-h-11 rounded-md px-1 font-semibold text-brand-700 underline hover:text-brand-800"
              onClick={() => onField('laborRate', value)}
            >
              {i18n._('Use {days} days', { days: laborDays.days })}
              <span className="sr-only">{i18n._(' as the labor rate')}</span>
            </button>
          )}
        </>
      )}
    </p>
  );
}
