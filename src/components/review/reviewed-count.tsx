import { Trans, useLingui } from "@lingui/react/macro";
import { judgeable } from "../../entities/task/entry-results.ts";
import { isReviewed } from "../../entities/verdict/verdict.ts";
import { useVerdictBook } from "../../entities/verdict/use-verdict-book.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { formatNumber } from "../../lib/format-number.ts";

/**
 * "3 of 12 reviewed": of the results the current filter shows, those with a pass, fail or rating.
 * The lightbox and a run's header both show it.
 */
export function ReviewedCount({ entries }: { entries: readonly DeckEntry[] }) {
  const { i18n } = useLingui();
  const { book } = useVerdictBook();
  if (!book) return null;
  const results = entries.filter(judgeable);
  const { locale } = i18n;
  const reviewed = formatNumber(results.filter((entry) => isReviewed(book.get(entry.id))).length, { locale });
  const total = formatNumber(results.length, { locale });
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        {reviewed} of {total} reviewed
      </Trans>
    </p>
  );
}
