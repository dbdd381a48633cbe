import { FileJson, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { megabytes } from './byte-size';

/** An export file, chosen with the file picker or dropped on the box; Remove goes back to pasting. */
export function ExportFilePicker({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the keyboard has Choose File
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center',
        dragging ? 'border-accent bg-accent-soft' : 'border-control-border',
      )}
    >
      <FileJson aria-hidden className="size-8 text-muted" />
      {file ? (
        <p className="text-sm">
          <span className="font-semibold break-all">{file.name}</span>{' '}
          <span className="text-muted">({megabytes(file.size)})</span>
        </p>
      ) : (
        <p className="text-sm text-muted">Drop an export file here</p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className="button-secondary"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {file ? 'Choose Another File' : 'Choose File'}
        </button>
        {file ? (
          <button
            type="button"
            className="button-secondary"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            <X aria-hidden className="size-4" />
            Remove File
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Export file"
        hidden
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
