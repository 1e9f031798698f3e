import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Field, inputClass } from "../../../components/field.tsx";
import { parseTaskPrice, saveTaskPrice, useTaskPrice } from "../../../lib/task-price.ts";

/**
 * The price of one task, kept in this browser for every run's cost estimate: empty by default (no
 * cost shown). Here beside the estimate, not in the connection settings: there it would cost the
 * first visit a chunk of its own, shared with the builder.
 */
export function MatrixPrice() {
  const { t } = useLingui();
  const stored = useTaskPrice();
  const [text, setText] = useState(stored === null ? "" : String(stored));
  const wrong = parseTaskPrice(text) === undefined;
  return (
    <Field
      label={t`Price per task`}
      error={wrong ? t`Enter a price of 0 or more, e.g. 0.35, or leave it empty.` : undefined}
      description={t`Only for the estimated cost (tasks × this price), in your own currency; kept in this browser. Empty: no cost is shown.`}
    >
      {(ids) => (
        <input
          id={ids.control}
          className={`${inputClass} max-w-28`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setText(event.target.value);
            const price = parseTaskPrice(event.target.value);
            if (price !== undefined) saveTaskPrice(price);
          }}
        />
      )}
    </Field>
  );
}
