import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { formatDuration } from "../../lib/format-time.ts";
import type { RunEstimate } from "./run-estimate.ts";

const money = (amount: number) => i18n.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * "Estimated time: about 6 min · Estimated cost: 6.00 (12 × 0.50)", or "no estimate yet" when a
 * model has no finished task here; the cost only with a price. In the current language.
 */
export function estimateWords(estimate: RunEstimate, price: number | null): string {
  const models = estimate.unknown.filter(Boolean).join(", ");
  const duration = estimate.ms === null ? "" : formatDuration(estimate.ms / 1000);
  const time =
    estimate.ms !== null
      ? t`Estimated time: about ${duration}`
      : models
        ? t`Estimated time: no estimate yet (no finished task of ${models} in this browser)`
        : t`Estimated time: no estimate yet`;
  if (estimate.cost === null || price === null) return time;
  const [cost, tasks, each] = [money(estimate.cost), i18n.number(estimate.tasks), money(price)];
  return `${time} · ${t`Estimated cost: ${cost} (${tasks} × ${each})`}`;
}
