import { useId, useState } from "react";

type Props = { value: string; onChange: (token: string) => void; inputClass: string };

export function TokenField({ value, onChange, inputClass }: Props) {
  const [show, setShow] = useState(false);
  const ids = { input: useId(), help: useId() };
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        Access token
      </label>
      <div className="flex gap-2">
        <input
          id={ids.input}
          className={inputClass}
          type={show ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-describedby={ids.help}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="mt-1 rounded-md border border-slate-300 px-3 text-sm"
          aria-pressed={show}
          onClick={() => setShow(!show)}
        >
          Show token
        </button>
      </div>
      <p id={ids.help} className="mt-1 text-xs text-slate-600">
        Sent only in the Authorization header; never in a URL, the preview or an export.
      </p>
    </div>
  );
}
