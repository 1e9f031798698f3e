import { Trans } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "../button.tsx";

type Props = { id: string; describedBy: string | undefined; value: string; onChange: (token: string) => void };

/** The access token's input and its Show token switch; the label and help come from the Field around it. */
export function TokenInput({ id, describedBy, value, onChange }: Props) {
  const [show, setShow] = useState(false);
  // Uncontrolled, its value set as a property: React copies a controlled input's value into its
  // `value` attribute, which would put the token in the page's HTML, in reach of CSS selectors.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [value]);
  return (
    <div className="flex gap-2">
      <input
        ref={input}
        id={id}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        type={show ? "text" : "password"}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button className="shrink-0" aria-pressed={show} onClick={() => setShow(!show)}>
        <Trans>Show token</Trans>
      </Button>
    </div>
  );
}
