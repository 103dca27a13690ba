import type { ReactNode } from 'react';

/** One choice of a radio group, its whole row a 44 px tap target. */
export function RadioOption({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="radio" name={name} checked={checked} onChange={onSelect} />
      {children}
    </label>
  );
}
