import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Switch } from '../ui/switch';

/** A collection form's words: heading and submit button, adding and editing. */
export interface CollectionFormWords {
  addHeading: string;
  editHeading: string;
  createButton: string;
  updateButton: string;
}

/**
 * The form half of a collection editor: its heading, the fields, the submit
 * button ("Saving..." while the save runs) and, while editing, Cancel. Taken
 * into edit mode, it puts the editor in its first field.
 */
export function CollectionForm({
  words,
  editing,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  words: CollectionFormWords;
  editing: boolean;
  pending: boolean;
  /** Called instead of the browser's submit: validate, then save. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [editing]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {editing ? words.editHeading : words.addHeading}
      </h2>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
      >
        {children}
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" className="button-primary" disabled={pending}>
            {pending ? 'Saving...' : editing ? words.updateButton : words.createButton}
          </button>
          {editing ? (
            <button
              type="button"
              className="button-secondary"
              onClick={onCancel}
              disabled={pending}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The record's Active switch, labelled "Active". */
export function ActiveSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm font-medium">
        Active
      </label>
    </div>
  );
}
