import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { OUTCOME_TABLE, OUTCOMES } from "../../../entities/verdict/outcomes.ts";
import { EMPTY_VERDICT, starsText } from "../../../entities/verdict/verdict.ts";
import { HEAT_BY, HEAT_BY_LABELS, NO_HEAT, heatOf, type HeatBy } from "./heat.ts";

export type HeatState = { on: boolean; by: HeatBy };

type Props = { heat: HeatState; onChange: (heat: HeatState) => void };

/**
 * The Heatmap switch (a toggle button), and once on, what it colours by (Outcome or Rating) and a
 * key to its colours, each with its symbol.
 */
export function HeatmapControls({ heat, onChange }: Props) {
  const { t } = useLingui();
  const group = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" aria-pressed={heat.on} onClick={() => onChange({ ...heat, on: !heat.on })}>
        <Trans>Heatmap</Trans>
      </Button>
      {heat.on ? (
        <>
          <div role="radiogroup" aria-labelledby={group} className="flex items-center gap-2 text-sm">
            <span id={group} className="text-slate-700">
              <Trans>Colour by</Trans>
            </span>
            {HEAT_BY.map((by) => (
              <label key={by} className="flex items-center gap-1 text-slate-800">
                <input
                  type="radio"
                  name={group}
                  checked={heat.by === by}
                  onChange={() => onChange({ ...heat, by })}
                  className="accent-brand-700"
                />
                {t(HEAT_BY_LABELS[by])}
              </label>
            ))}
          </div>
          <HeatKey by={heat.by} />
        </>
      ) : null}
    </div>
  );
}

function HeatKey({ by }: { by: HeatBy }) {
  const { t } = useLingui();
  const swatch = (className: string, symbol: string, words: string) => (
    <li key={words} className={`rounded px-1.5 py-0.5 ${className}`}>
      {symbol ? <span aria-hidden="true">{symbol} </span> : null}
      {words}
    </li>
  );
  const keys =
    by === "outcome"
      ? OUTCOMES.map((outcome) => {
          const { className, text } = heatOf({ ...EMPTY_VERDICT, outcome }, by);
          return swatch(className, text, t(OUTCOME_TABLE[outcome].filterLabel));
        })
      : RATINGS.map((rating) => swatch(heatOf({ ...EMPTY_VERDICT, rating }, by).className, "", starsText(rating)));
  return (
    <ul aria-label={t`Heatmap key`} className="flex flex-wrap gap-1 text-xs">
      {keys}
      {swatch(NO_HEAT.className, NO_HEAT.text, by === "outcome" ? t`No pass or fail` : t`Not rated`)}
    </ul>
  );
}
