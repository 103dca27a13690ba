import { TextField } from '../../components/ui/field';
import { useLingui } from './i18n';

export interface NewProject {
  name: string;
  address: string;
}

/** The two fields a project needs to be created on the spot. */
export function NewProjectFields({
  value,
  onChange,
  errors,
}: {
  value: NewProject;
  onChange: (value: NewProject) => void;
  errors: Record<string, string>;
}) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3">
      <TextField
        label={i18n._('Project name')}
        required
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
        error={errors.name}
        autoComplete="off"
      />
      <TextField
        label={i18n._('Address')}
        required
        value={value.address}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
        error={errors.address}
        autoComplete="street-address"
      />
    </div>
  );
}
