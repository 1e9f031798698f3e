import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Button } from "../button.tsx";
import { Field, PROMPT_LAYOUT, inputClass } from "../field.tsx";
import { SUBMIT_BAR_CLASS } from "../request/submit-bar-place.ts";
import { Tabs } from "../tabs.tsx";
import type { Family } from "../../contract/families.ts";
import { peekDraft, peekMode, withPeeked, type PeekedField } from "../../entities/task/draft-peek.ts";

// The slot (src/composer-slot.tsx) reads the stand-in's tab through this chunk: a first visit needs neither.
export { peekMode };
import { queries } from "../../lib/queries.ts";

/** The control that had the focus when the forms replaced the stand-in: its label's words and its selection. */
let handover: { label: string; start: number; end: number } | null = null;

/**
 * What a returning visit shows in the composer's place until its forms have come (they are
 * fetched once this has painted: src/composer-slot.tsx): the forms' own layout, pieces and words
 * (the tabs, the model, the prompt, Submit), the draft in them. What is typed or chosen here goes
 * into the drafts the forms start from (the drafts' query), so nothing is lost when they come;
 * the focus and the caret move over too (FocusHandover). Submit waits for the forms.
 * Its code comes with the deck's chunk, which a returning visit fetches anyway.
 */
export function ComposerStandIn({ onPainted }: { onPainted: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const stored = useQuery(queries.drafts());
  const [edited, setEdited] = useState<{ drafts: unknown } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const loading = useId();

  useEffect(() => {
    // After the browser has painted this frame (the deck's too): the forms' fetch waits for it.
    const frame = requestAnimationFrame(() => setTimeout(onPainted));
    return () => cancelAnimationFrame(frame);
  }, [onPainted]);
  useLayoutEffect(
    () => () => {
      // Runs before the stand-in leaves the page: the focus is still in it.
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return;
      if (!root.current?.contains(active)) return;
      const label = active.labels?.[0]?.textContent ?? "";
      handover = { label, start: active.selectionStart ?? 0, end: active.selectionEnd ?? 0 };
    },
    [],
  );

  if (!stored.isSuccess) return null;
  const drafts = edited ? edited.drafts : stored.data;
  const mode = peekMode(drafts);
  const change = (family: Family, field?: PeekedField, value = "") => {
    const next = withPeeked(drafts, family, field && { field, value });
    setEdited({ drafts: next });
    client.setQueryData(queries.drafts().queryKey, next);
  };
  const fields = (family: Family) => {
    const draft = peekDraft(drafts, family);
    return (
      <div className="space-y-4">
        <Field label={t({ message: "Model", context: "stand-in" })}>
          {(ids) => (
            <input
              id={ids.control}
              className={`${inputClass} font-mono`}
              autoComplete="off"
              spellCheck={false}
              value={draft.model}
              onChange={(event) => change(family, "model", event.target.value)}
            />
          )}
        </Field>
        <Field label={t({ message: "Prompt", context: "stand-in" })}>
          {(ids) => (
            <textarea
              id={ids.control}
              rows={6}
              value={draft.prompt}
              className={`block w-full resize-y rounded-md border border-slate-300 bg-white text-slate-900 ${PROMPT_LAYOUT}`}
              onChange={(event) => change(family, "prompt", event.target.value)}
            />
          )}
        </Field>
      </div>
    );
  };
  return (
    <div ref={root}>
      <Tabs
        label={t({ message: "Kind of request", context: "stand-in" })}
        selected={mode}
        onSelect={(family) => change(family)}
        tabs={[
          { key: "video", label: t({ message: "Video", context: "stand-in" }), panel: fields("video") },
          { key: "3d", label: "3D", panel: fields("3d") },
        ]}
      />
      <div className={`mt-4 ${SUBMIT_BAR_CLASS}`}>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" size="lg" aria-disabled aria-describedby={loading}>
            <Trans context="stand-in">Submit</Trans>
          </Button>
          <span id={loading} className="text-xs text-slate-600">
            <Trans>Getting the composer ready…</Trans>
          </span>
        </div>
      </div>
    </div>
  );
}

/**
 * Mounted with the forms in the stand-in's place: the control that had the focus there (found
 * by its label's words) takes it here, caret where it was, once the forms show it, unless
 * someone has put the focus elsewhere meanwhile.
 */
export function FocusHandover({ within }: { within: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const root = within.current;
    const was = handover;
    handover = null;
    if (!root || !was) return;
    const focus = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return true;
      const label = [...root.querySelectorAll("label")].find((candidate) => candidate.textContent === was.label);
      const control = label?.control;
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return false;
      control.focus();
      control.setSelectionRange(was.start, was.end);
      return true;
    };
    if (focus()) return;
    // A tab's form may come a moment later (the 3D form is a chunk of its own).
    const observer = new MutationObserver(() => focus() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [within]);
  return null;
}
