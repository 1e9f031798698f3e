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
  if (price === null) return `${time} · ${t`Cost: enter a price per task in the connection settings`}`;
  return `${time} · ${costWords(estimate.tasks, price)}`;
}

/** "Estimated cost: 6.00 (12 × 0.50)": tasks × the price entered in the settings. */
export function costWords(tasks: number, price: number): string {
  const [cost, count, each] = [money(tasks * price), i18n.number(tasks), money(price)];
  return t`Estimated cost: ${cost} (${count} × ${each})`;
}
