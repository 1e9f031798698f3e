import { useLingui } from "@lingui/react";
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "../../entities/task/deck-status.ts";

const describe = (entry: DeckEntry) => {
  const model = String(entry.body.model ?? "");
  return entry.mode === "3d" ? t`3D task ${model}` : t`Video task ${model}`;
};

// What changes are told by: the status, not its words, so switching language announces nothing.
const stateOf = (entry: DeckEntry) => `${deckStatus(entry).key}|${entry.gone ? 1 : 0}`;

/** A sentence for a polite live region whenever a task's status changes (not for the first sight of a task). */
export function useStatusAnnouncer(entries: readonly DeckEntry[]): string {
  const seen = useRef<Map<string, string> | null>(null);
  // An announcement worded before a language switch is stale: the live region starts over.
  const { locale } = useLingui().i18n;
  const [said, setSaid] = useState({ message: "", locale });
  useEffect(() => {
    const previous = seen.current;
    const current = new Map(entries.map((entry) => [entry.id, stateOf(entry)]));
    seen.current = current;
    if (!previous) return;
    const changes = entries
      .filter((entry) => previous.has(entry.id) && previous.get(entry.id) !== current.get(entry.id))
      .map((entry) => {
        const what = describe(entry);
        const status = deckStatus(entry).announcement;
        return t`${what}: ${status}`;
      });
    if (changes.length) setSaid({ message: changes.join(t`. `), locale: i18n.locale });
  }, [entries]);
  return said.locale === locale ? said.message : "";
}
