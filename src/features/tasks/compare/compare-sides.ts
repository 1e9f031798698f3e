import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { interfaceMoveLanguage, parseDirectives, shotSequence } from "../../../contract/camera-directives.ts";
import { safeUrl } from "../../../contract/urls.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { threeDPromptParts } from "../card/prompt-parts.ts";
import { formatDateTime, formatDuration } from "../../../lib/format-time.ts";
import { taskTimes } from "../card/details/time.ts";
import { modelOf, promptOf, taskTitle } from "../card/task-title.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { isModelFile } from "../../../entities/task/model-files.ts";
import { resultData } from "../../../entities/task/archived-data.ts";

export type SideMedia =
  | { kind: "video"; url: string }
  | { kind: "model"; url: string; fileName: string; requestId: string | null }
  | { kind: "image"; url: string }
  | { kind: "none" };

/** `key` names the fact in every language (which facts match across sides, which one is only listed). */
export type Fact = { key: FactKey; label: string; value: string; differs: boolean };
type FactKey = "model" | "moves" | "flags" | "submitted" | "queued" | "ran";

export type CompareSide = { entry: DeckEntry; title: string; prompt: string; media: SideMedia; facts: Fact[] };

// Fields a body carries that are not settings worth comparing (they are compared on their own, or are images).
const NOT_FLAGS = new Set(["model", "prompt", "first_frame_image", "last_frame_image", "subject_reference", "image"]);

/** The first result a side can show: a video, else a 3D model, else an image (only safe URLs). */
function mediaOf(entry: DeckEntry): SideMedia {
  const data = resultData(entry);
  const first = (urls: readonly unknown[] | undefined, keep: (url: string) => boolean = () => true) =>
    urls
      ?.map((url) => (typeof url === "string" ? safeUrl(url) : null))
      .find((url): url is string => !!url && keep(url));
  const video = first(data?.video_urls);
  if (video) return { kind: "video", url: video };
  const model = first(data?.file_urls, isModelFile);
  // This page's own server can read the files of the tasks it answered (its file proxy).
  const requestId = entry.baseUrl === "" ? entry.requestId : null;
  if (model) return { kind: "model", url: model, fileName: fileNameOf(model), requestId };
  const image = first(data?.image_urls);
  return image ? { kind: "image", url: image } : { kind: "none" };
}

function flagsOf(entry: DeckEntry, prompt: string, i18n: I18n): string {
  if (entry.mode === "3d")
    return threeDPromptParts(prompt)
      .chips.map((c) => `${c.name} ${c.value}`)
      .join(", ");
  const flags = Object.entries(entry.body)
    .filter(([key, value]) => !NOT_FLAGS.has(key) && ["string", "number", "boolean"].includes(typeof value))
    .map(([key, value]) => `${key} ${String(value)}`);
  return flags.length > 0 ? flags.join(", ") : i18n._(msg`none`);
}

type RawFact = [FactKey, MessageDescriptor, string];

function rawFacts(entry: DeckEntry, prompt: string, i18n: I18n): Omit<Fact, "differs">[] {
  const times = entry.record ? taskTimes(entry.record, true, Date.now()) : null;
  const duration = (seconds: number | null | undefined) =>
    seconds == null ? i18n._(msg`unknown`) : formatDuration(seconds, i18n.locale);
  const moves: RawFact[] =
    entry.mode === "video"
      ? [
          [
            "moves",
            msg({ message: "Camera moves", context: "compare" }),
            shotSequence(parseDirectives(prompt), interfaceMoveLanguage(i18n.locale)) || i18n._(msg`none`),
          ],
        ]
      : [];
  const facts: RawFact[] = [
    ["model", msg({ message: "Model", context: "compare" }), modelOf(entry.body)],
    ...moves,
    ["flags", msg`Flags`, flagsOf(entry, prompt, i18n)],
    // The card's time row says it too: one message, one translation ("Submitted" alone is a status).
    [
      "submitted",
      msg({ message: "Submitted", context: "compared time" }),
      formatDateTime(entry.submittedAt, { locale: i18n.locale }),
    ],
    ["queued", msg({ message: "Queued for", context: "compared time" }), duration(times?.queuedFor)],
    ["ran", msg({ message: "Ran for", context: "compared time" }), duration(times?.ranFor)],
  ];
  return facts.map(([key, label, value]) => ({ key, label: i18n._(label), value }));
}

/** A side's name: the task and when it was sent (two tasks of one model differ by the time). */
function titleOf(entry: DeckEntry, i18n: I18n): string {
  const task = taskTitle(entry);
  const submitted = formatDateTime(entry.submittedAt, { locale: i18n.locale });
  return i18n._(msg`${task}, ${submitted}`);
}

/**
 * The sides of a comparison, in the order asked, each with the facts that tell it apart (a fact
 * `differs` when some other side has another value for it; Submitted always does, so it is only
 * listed), and the ids no task in this browser has. Labels and dates in `i18n`'s language.
 */
export function compareSides(ids: readonly string[], entries: readonly DeckEntry[], i18n: I18n) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const found = ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
  const missing = ids.filter((id) => !byId.has(id));
  const all = found.map((entry) => {
    const prompt = promptOf(entry.body);
    return { entry, prompt, facts: rawFacts(entry, prompt, i18n) };
  });
  const sides: CompareSide[] = all.map(({ entry, prompt, facts }, i) => ({
    entry,
    prompt,
    title: titleOf(entry, i18n),
    media: mediaOf(entry),
    facts: facts.map((fact) => ({
      ...fact,
      differs:
        fact.key !== "submitted" &&
        all.some((other, j) => j !== i && other.facts.find((f) => f.key === fact.key)?.value !== fact.value),
    })),
  }));
  return { sides, missing };
}
