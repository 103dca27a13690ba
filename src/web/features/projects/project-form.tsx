import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ProjectCreate } from '../../../domain/project';
import { PROJECT_STATUSES, statusLabel } from '../../../domain/status';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import type { FormErrors, ProjectFormValues } from './project-form-values';
import { toProjectInput } from './project-form-values';

interface ProjectFormProps {
  initial: ProjectFormValues;
  /** The edit form also has roof area, pitch and estimated cost. */
  includeMeasurements?: boolean;
  submitLabel: string;
  onSubmit: (input: ProjectCreate) => Promise<unknown>;
  onCancel?: () => void;
  /** Values replaced from outside (e.g. "use current values" after a conflict). */
  values?: ProjectFormValues;
  onValuesChange?: (v: ProjectFormValues) => void;
}

/**
 * One form for creating and editing a project. It keeps exactly what was typed; errors from
 * the shared schema (before sending) and from the server (400) appear next to their fields.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { initial, includeMeasurements = false, submitLabel, onSubmit, onCancel } = props;
  const [ownValues, setOwnValues] = useState(initial);
  const values = props.values ?? ownValues;
  const setValues = (v: ProjectFormValues) => {
    setOwnValues(v);
    props.onValuesChange?.(v);
  };
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set =
    <K extends keyof ProjectFormValues>(key: K) =>
    (e: { target: { value: string } }) =>
      setValues({ ...values, [key]: e.target.value as ProjectFormValues[K] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = toProjectInput(values, includeMeasurements);
    if (parsed.errors) {
      setErrors(parsed.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.input);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setErrors({ form: err.message, ...(err.fieldErrors() as FormErrors) });
        focusFirstError();
      } else if (!(err instanceof ApiError && err.status === 409)) {
        // 409 is handled by the caller (it shows the current record); anything else is shown here.
        setErrors({ form: err instanceof Error ? err.message : 'Could not save the project.' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <TextField
        label="Project name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="off"
        maxLength={200}
      />
      <TextField
        label="Address"
        required
        value={values.address}
        onChange={set('address')}
        error={errors.address}
        autoComplete="street-address"
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={values.status}
          onChange={set('status')}
          error={errors.status}
        >
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date"
          type="date"
          value={values.date}
          onChange={set('date')}
          error={errors.date}
        />
      </div>
      {includeMeasurements && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Roof area (sq ft)"
            inputMode="decimal"
            value={values.roofAreaSqFt}
            onChange={set('roofAreaSqFt')}
            error={errors.roofAreaSqFt}
          />
          <TextField
            label="Pitch (rise per 12)"
            inputMode="decimal"
            value={values.pitch}
            onChange={set('pitch')}
            error={errors.pitch}
          />
          <TextField
            label="Estimated cost (USD)"
            inputMode="decimal"
            value={values.estimatedCostCents}
            onChange={set('estimatedCostCents')}
            error={errors.estimatedCostCents}
          />
        </div>
      )}
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">Customer (optional)</legend>
        <TextField
          label="Customer name"
          value={values.customerName}
          onChange={set('customerName')}
          error={errors.customerName}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            value={values.customerPhone}
            onChange={set('customerPhone')}
            error={errors.customerPhone}
            autoComplete="off"
          />
          <TextField
            label="Email"
            type="email"
            value={values.customerEmail}
            onChange={set('customerEmail')}
            error={errors.customerEmail}
            autoComplete="off"
          />
        </div>
      </fieldset>
      <TextAreaField
        label="Notes"
        rows={3}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {onCancel && (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={buttonStyles.primary} disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

function focusFirstError() {
  // After React renders the messages, put the keyboard on the first field that needs fixing.
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );
}
