import { t } from "@lingui/core/macro";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { promptOf, taskTitle } from "./card/task-title.ts";
import { deckStatus, isFollowed } from "../../entities/task/deck-status.ts";

/** Which entries were followed (still running) in the last look. */
export const followedIds = (entries: readonly DeckEntry[]) =>
  new Set(entries.filter(isFollowed).map((entry) => entry.id));

/** The tasks that were running at the last look and have reached a final status since. */
export function newlyFinished(wereFollowed: ReadonlySet<string>, entries: readonly DeckEntry[]): DeckEntry[] {
  return entries.filter((entry) => wereFollowed.has(entry.id) && deckStatus(entry).final);
}

// "(2) " or "(2 个已完成) ": any language's count, so a switch in between leaves no stale one.
const COUNT_PREFIX = /^\(\d+[^)]*\) /;

/** "(2) Taskdeck": the page's title with the count of tasks finished while hidden (none: the bare title). */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  return count > 0 ? t`(${count}) ${bare}` : bare;
}

const BODY_MAX = 120;

/**
 * What a system notification says about a finished task: its status and what it is, and the
 * start of its prompt. Nothing else (no token, no result URL: signed URLs are credentials).
 */
export function notificationOf(entry: DeckEntry): { title: string; body: string; tag: string } {
  const prompt = promptOf(entry.body).trim();
  const body = prompt.length > BODY_MAX ? `${prompt.slice(0, BODY_MAX - 1)}…` : prompt;
  const status = deckStatus(entry).label;
  const task = taskTitle(entry);
  return { title: t`${status}: ${task}`, body, tag: `taskdeck-${entry.id}` };
}
