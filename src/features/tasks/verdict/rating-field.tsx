import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { starsText } from "../../../entities/verdict/verdict.ts";

type Props = { rating: number | null; onChange: (rating: number | null) => void };

/** A rating of 1–5 as a radio group: arrows move between stars, as screen reader users expect. */
export function RatingField({ rating, onChange }: Props) {
  useLingui(); // The stars' names are made in the current language: a switch renders them again.
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className="flex items-center gap-1">
      <span id={`${name}-label`} className="mr-1 text-xs font-medium text-slate-700">
        <Trans>Rating</Trans>
      </span>
      {RATINGS.map((n) => (
        <label key={n} className="cursor-pointer text-lg leading-none has-focus-visible:outline-2">
          <input
            type="radio"
            name={name}
            value={n}
            checked={rating === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={starsText(n)}
          />
          <span aria-hidden="true" className={rating !== null && n <= rating ? "text-amber-500" : "text-slate-400"}>
            {rating !== null && n <= rating ? "★" : "☆"}
          </span>
        </label>
      ))}
      {rating !== null ? (
        <button type="button" className="ml-1 text-xs text-brand-700 underline" onClick={() => onChange(null)}>
          <Trans>Clear rating</Trans>
        </button>
      ) : null}
    </div>
  );
}
