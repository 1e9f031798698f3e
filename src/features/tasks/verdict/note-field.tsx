import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type Ref } from "react";
import { inputClass } from "../../../components/field.tsx";
import { NOTE_MAX } from "../../../contract/verdict-limits.ts";

/** Long enough to save once per pause in typing, short enough that a reload right after loses nothing. */
export const NOTE_SAVE_DELAY_MS = 400;

type Props = { note: string; onSave: (note: string) => Promise<unknown>; noteRef?: Ref<HTMLTextAreaElement> };

/**
 * The verdict's note, saved a moment after typing stops, on leaving the box, and when the page
 * is hidden or closed. Until saved, what is typed wins over what the store says.
 */
export function NoteField({ note, onSave, noteRef }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  });

  const flush = () => {
    clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    return text === null ? Promise.resolve() : save.current(text);
  };

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      void flush();
    };
  }, []);

  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        <Trans context="verdict">Note</Trans>
      </label>
      <textarea
        id={id}
        ref={noteRef}
        rows={2}
        maxLength={NOTE_MAX}
        className={`${inputClass} mt-1 resize-y`}
        value={draft ?? note}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          pending.current = text;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void flush(), NOTE_SAVE_DELAY_MS);
        }}
        // Back to what the store holds once saved: another tab's later edit then shows here.
        onBlur={() => void flush().then(() => setDraft(null))}
      />
    </div>
  );
}
