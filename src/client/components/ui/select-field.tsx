import { cn } from '../../lib/cn';
import { type FieldLook, FormField } from './form-field';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  /** A prompt such as "Select an author": shown, never chosen. */
  disabled?: boolean;
}

export interface SelectFieldProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** Submitted under this name by a plain GET form (no JavaScript). */
  name?: string;
  error?: string;
  look?: FieldLook;
  /** Classes for the field's box (its place in a grid) and for the select itself (its width). */
  className?: string;
  selectClassName?: string;
  /** While the options are still loading. */
  busy?: boolean;
}

/** A labelled drop-down list, in a form or as a listing's filter. */
export function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
  name,
  error,
  look,
  className,
  selectClassName,
  busy,
}: SelectFieldProps<Value>) {
  return (
    <FormField id={id} label={label} error={error} look={look} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={cn('input', selectClassName)}
          value={value}
          // The list offers only the options' values, so the chosen one is a Value.
          onChange={(event) => onChange(event.currentTarget.value as Value)}
          aria-busy={busy || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options whose label is the value itself. */
export function plainOptions<Value extends string>(
  values: readonly Value[],
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}
