import { formatNumber } from "../../../lib/format-number.ts";
import { t } from "@lingui/core/macro";

function elided(value: string): string {
  const head = value.slice(0, 48);
  const length = formatNumber(value.length);
  return t`${head}…(${length} characters)`;
}

/** For showing a body on screen: a data URI of megabytes becomes its head and size. */
export function elideDataUris(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === "string" && value.startsWith("data:") && value.length > 120 ? elided(value) : value,
    ),
  );
}
