import { useId, type ComponentProps } from 'react';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input whose error message is announced and tied to it. */
export function TextField({ label, error, id, className = '', ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600"
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
