import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type MouseEvent, type KeyboardEvent } from "react";
import { Button } from "../../../components/button.tsx";
import { inputClass } from "../../../components/field.tsx";
import { NOTE_MAX } from "../../../contract/verdict-limits.ts";
import { pinPlace } from "../../../entities/verdict/verdict.ts";
import type { PinnedNote } from "../../../contract/verdict-schema.ts";
import type { PinSource } from "./pin-source.ts";

type Props = { pins: readonly PinnedNote[]; source: PinSource; onChange: (pins: PinnedNote[]) => void };

/** Notes tied to a moment of the video or a view of the model; each one takes you back there. */
export function PinnedNotes({ pins, source, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const pinLabel = source.kind === "time" ? t`Pin to current time` : t`Pin to current view`;
  const removeLabel = (note: PinnedNote) => {
    const where = pinPlace(note);
    return t`Remove pinned note at ${where}`;
  };
  const goLabel = (place: string) => (source.kind === "time" ? t`Play from ${place}` : t`Go to ${place}`);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const pin = (event: MouseEvent | KeyboardEvent) => {
    const base = { id: crypto.randomUUID(), text: text.trim() };
    const at = source.current(event.currentTarget);
    if (at === null)
      return setProblem(source.kind === "time" ? t`The video is not loaded yet.` : t`The 3D view is not ready yet.`);
    setProblem(null);
    setText("");
    const next: PinnedNote = typeof at === "number" ? { ...base, seconds: at } : { ...base, view: at };
    const ordered = [...pins, next].sort((a, b) => (a.seconds ?? 0) - (b.seconds ?? 0));
    onChange(ordered);
  };

  const go = (note: PinnedNote, from: Element) => {
    if (source.kind === "time" && note.seconds !== undefined) source.seek(note.seconds, from);
    if (source.kind === "view" && note.view) source.flyTo(note.view, from);
  };

  return (
    <div className="space-y-1">
      {pins.length ? (
        <ul aria-label={t`Pinned notes`} className="space-y-1 text-sm">
          {pins.map((note) => (
            <li key={note.id} className="flex items-baseline gap-2">
              <Button
                variant="link"
                aria-label={goLabel(pinPlace(note))}
                onClick={(event) => go(note, event.currentTarget)}
              >
                {pinPlace(note)}
              </Button>
              <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{note.text}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={removeLabel(note)}
                onClick={() => onChange(pins.filter((p) => p.id !== note.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={id} className="text-xs font-medium text-slate-700">
            <Trans>Pinned note</Trans>
          </label>
          <input
            id={id}
            maxLength={NOTE_MAX}
            className={`${inputClass} mt-1 py-1`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              pin(event);
            }}
          />
        </div>
        <Button size="sm" onClick={pin}>
          {pinLabel}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
