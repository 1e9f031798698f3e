import { useId } from "react";

type Props = {
  label: string;
  help: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  inputClass: string;
};

/** A whole number kept within its range as it is typed, so Save never meets a bad value. */
export function NumberSetting({ label, help, value, min, max, onChange, inputClass }: Props) {
  const ids = { input: useId(), help: useId() };
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids.input}
        className={`${inputClass} max-w-28`}
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-describedby={ids.help}
        onChange={(event) => onChange(Math.min(max, Math.max(min, Math.round(Number(event.target.value)) || min)))}
      />
      <p id={ids.help} className="mt-1 text-xs text-slate-600">
        {help}
      </p>
    </div>
  );
}
