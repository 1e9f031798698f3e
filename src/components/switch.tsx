import type { ComponentProps, ReactNode } from "react";

/** A checkbox shown as an on/off switch (role="switch"): its label names it, the track shows its state. */
export function Switch({
  label,
  ...input
}: Omit<ComponentProps<"input">, "type" | "role" | "className"> & { label: ReactNode }) {
  return (
    <label className="inline-flex items-center gap-3 text-sm font-medium">
      <input type="checkbox" role="switch" className="peer sr-only" {...input} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-500 transition peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
      />
      {label}
    </label>
  );
}
