import { useId, type ReactNode } from "react";

export type FieldIds = { control: string; description: string; error: string; describedBy: string | undefined };

/**
 * A label, a control, help text and an error tied to the control (aria-describedby), the
 * pattern every form field here follows. The control is rendered by the caller with `ids`.
 */
export function Field({
  label,
  description,
  error,
  children,
  aside,
}: {
  label: string;
  description?: ReactNode;
  error?: string | undefined;
  aside?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const ids = { control: `${id}-control`, description: `${id}-description`, error: `${id}-error` };
  const describedBy =
    [error ? ids.error : null, description ? ids.description : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={ids.control} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      <div className="mt-1">{children({ ...ids, describedBy })}</div>
      {error ? (
        <p id={ids.error} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {description ? (
        <div id={ids.description} className="mt-1 text-xs text-slate-600">
          {description}
        </div>
      ) : null}
    </div>
  );
}

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";

/** How a prompt's text is laid out: the composer's highlighted prompt and its stand-in on a returning visit show it alike. */
export const PROMPT_LAYOUT = "px-3 py-2 text-sm leading-6 font-mono whitespace-pre-wrap break-words";
