import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ProjectCreate } from '../../../domain/project/project';
import { useQuery } from '@tanstack/react-query';
import { leadSourcesQuery, salespeopleQuery, stagesQuery } from '../pipeline/api';
import { StageOptions } from '../../components/stage-options';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { NumberField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError, ConflictError } from '../../lib/api-client';
import type { FormErrors, ProjectFormValues } from './project-form-values';
import { formErrorsByField, projectSchema, toProjectInput } from './project-form-values';
import { useLingui } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../domain/language/language';

/** The form's fields that hold typed text (the stage is chosen; the location comes from the map). */
type TextKey = Exclude<
  keyof ProjectFormValues,
  | 'status'
  | 'stageId'
  | 'leadSourceId'
  | 'salespersonId'
  | 'customerLanguage'
  | 'latitude'
  | 'longitude'
>;

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
  const { i18n } = useLingui();
  const { initial, includeMeasurements = false, submitLabel, onSubmit, onCancel } = props;
  const [ownValues, setOwnValues] = useState(initial);
  const values = props.values ?? ownValues;
  const setValues = (v: ProjectFormValues) => {
    // Fetched while the person types; a failed fetch is asked again at save.
    projectSchema().catch(() => {});
    setOwnValues(v);
    props.onValuesChange?.(v);
  };
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const stages = useQuery(stagesQuery()).data ?? [];
  const leadSources = useQuery(leadSourcesQuery()).data ?? [];
  const salespeople = useQuery(salespeopleQuery()).data ?? [];

  /** The value, message and change handler of a text field. */
  const text = (key: TextKey) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
  });
  const number = (key: TextKey) => ({
    value: values[key],
    error: errors[key],
    onValue: (typed: string) => setValues({ ...values, [key]: typed }),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = await toProjectInput(values, includeMeasurements);
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
      if (err instanceof ConflictError) {
        // The caller shows the current record next to the user's values.
      } else if (err instanceof ApiError && err.status === 400) {
        setErrors(formErrorsByField(err.fieldErrors(), { form: err.message }));
        focusFirstError();
      } else {
        setErrors({
          form: err instanceof Error ? err.message : i18n._('Could not save the project.'),
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.form && (
        <Callout tone="error" role="alert" className="font-medium">
          {errors.form}
        </Callout>
      )}
      <TextField
        label={i18n._('Project name')}
        required
        {...text('name')}
        autoComplete="off"
        maxLength={200}
      />
      <TextField
        label={i18n._('Address')}
        required
        {...text('address')}
        autoComplete="street-address"
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={i18n._('Stage')}
          // With no stage chosen yet the project goes to its status's first stage: shown as such.
          value={values.stageId || (stages.find((st) => st.status === values.status)?.id ?? '')}
          onChange={(e) => {
            const stage = stages.find((st) => st.id === e.target.value);
            if (stage && stage.status !== 'lost') {
              setValues({ ...values, stageId: stage.id, status: stage.status });
            }
          }}
          error={errors.stageId ?? errors.status}
        >
          {/* Lost is chosen on the project page or the board, where its reason is asked. */}
          <StageOptions stages={stages} current={values.stageId} withLost={false} />
        </SelectField>
        <TextField label={i18n._('Date')} type="date" {...text('date')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={i18n._('Lead source')}
          value={values.leadSourceId}
          onChange={(e) => setValues({ ...values, leadSourceId: e.target.value })}
          error={errors.leadSourceId}
        >
          <option value="">{i18n._('Not set')}</option>
          {leadSources.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._('Salesperson')}
          value={values.salespersonId}
          onChange={(e) => setValues({ ...values, salespersonId: e.target.value })}
          error={errors.salespersonId}
        >
          <option value="">{i18n._('Not set')}</option>
          {salespeople.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      {includeMeasurements && (
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            label={i18n._('Roof area (sq ft)')}
            type="text"
            {...number('roofAreaSqFt')}
          />
          <NumberField label={i18n._('Pitch (rise per 12)')} type="text" {...number('pitch')} />
          <NumberField
            label={i18n._('Estimated cost (USD)')}
            type="text"
            {...number('estimatedCostCents')}
          />
        </div>
      )}
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">
          {i18n._('Customer (optional)')}
        </legend>
        <TextField label={i18n._('Customer name')} {...text('customerName')} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={i18n._('Phone')}
            type="tel"
            {...text('customerPhone')}
            autoComplete="off"
          />
          <TextField
            label={i18n._('Email')}
            type="email"
            {...text('customerEmail')}
            autoComplete="off"
          />
        </div>
        <SelectField
          label={i18n._("Customer's language")}
          value={values.customerLanguage}
          onChange={(e) => {
            const language = e.target.value;
            if (isLanguage(language)) setValues({ ...values, customerLanguage: language });
          }}
          error={errors.customerLanguage}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <TextAreaField label={i18n._('Notes')} rows={3} {...text('notes')} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {onCancel && (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
        )}
        <button type="submit" className={buttonStyles.primary} disabled={submitting}>
          {submitting ? i18n._('Saving…') : submitLabel}
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
