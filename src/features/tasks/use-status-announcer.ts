import { useEffect, useRef, useState } from "react";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "./status/deck-status.ts";

const describe = (entry: DeckEntry) => `${entry.mode === "3d" ? "3D" : "Video"} task ${String(entry.body.model ?? "")}`;

/** A sentence for a polite live region whenever a task's status changes (not for the first sight of a task). */
export function useStatusAnnouncer(entries: readonly DeckEntry[]): string {
  const seen = useRef<Map<string, string> | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    const previous = seen.current;
    const current = new Map(entries.map((entry) => [entry.id, deckStatus(entry).announcement]));
    seen.current = current;
    if (!previous) return;
    const changes = entries
      .filter((entry) => previous.has(entry.id) && previous.get(entry.id) !== current.get(entry.id))
      .map((entry) => `${describe(entry)}: ${current.get(entry.id)}`);
    if (changes.length) setMessage(changes.join(". "));
  }, [entries]);
  return message;
}
