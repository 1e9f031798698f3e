import { useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "./button.tsx";

type Props = { value: string; onChange: (token: string) => void; inputClass: string };

export function TokenField({ value, onChange, inputClass }: Props) {
  const [show, setShow] = useState(false);
  const ids = { input: useId(), help: useId() };
  // Uncontrolled, its value set as a property: React copies a controlled input's value into its
  // `value` attribute, which would put the token in the page's HTML, in reach of CSS selectors.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [value]);
  return (
    <div>
      <label htmlFor={ids.input} className="text-sm font-medium">
        Access token
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={ids.input}
          className={inputClass}
          type={show ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={ids.help}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button className="mt-1 shrink-0" aria-pressed={show} onClick={() => setShow(!show)}>
          Show token
        </Button>
      </div>
      <p id={ids.help} className="mt-1 text-xs text-slate-600">
        Sent only in the Authorization header; never in a URL, the preview or an export.
      </p>
    </div>
  );
}
