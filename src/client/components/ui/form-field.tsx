import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a control needs to be labelled and to point at its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * How the label reads: `form` above an input of a form, `filter` as the small
 * uppercase caption of a listing's filter or sort control.
 */
export type FieldLook = 'form' | 'filter';

// min-w-0: in a grid or flex row a field may be narrower than its control's
// widest content (a select is as wide as its longest option), never wider than its column.
const LOOKS: Record<FieldLook, { field: string; label: string }> = {
  form: { field: 'flex min-w-0 flex-col gap-1.5', label: 'text-sm font-medium' },
  filter: {
    field: 'flex min-w-0 flex-col gap-1',
    label: 'text-xs font-semibold uppercase text-muted',
  },
};

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  look?: FieldLook;
  /** Extra classes for the field's box, e.g. its place in a grid. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its validation message underneath. The
 * control is rendered by `children`, which receives the props that tie it to
 * the label and the message.
 */
export function FormField({
  id,
  label,
  error,
  look = 'form',
  className,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn(LOOKS[look].field, className)}>
      <label htmlFor={id} className={LOOKS[look].label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
