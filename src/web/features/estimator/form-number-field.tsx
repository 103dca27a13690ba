import { NumberField } from '../../components/ui/field';
import type { EstimateForm, FieldErrors } from './estimate-form';
import { FIELD_PATHS } from './estimator-state';
import type { FormField } from './estimator-state';

/** What every one of the form's own number fields needs. */
export interface FormFieldProps {
  form: EstimateForm;
  errors: FieldErrors;
  onField: (field: FormField, value: string) => void;
}

/** The number field for one of the form's own fields (not a line), with its message. */
export function FormNumberField({
  field,
  form,
  errors,
  onField,
  ...props
}: FormFieldProps & {
  field: FormField;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <NumberField
      {...props}
      value={form[field]}
      error={errors[FIELD_PATHS[field]]}
      onValue={(value) => onField(field, value)}
    />
  );
}
