import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { Pane } from "./components/pane.tsx";
import { COMPOSER_CATALOGS } from "./i18n/catalog-areas.ts";
import { importWithCatalogs } from "./i18n/lazy-with-catalogs.ts";
import { useQuery } from "@tanstack/react-query";
import { useComposerControl } from "./lib/composer-control.tsx";
import { storedDraftPrompt } from "./lib/drafts-store.ts";
import { queries } from "./lib/queries.ts";
import { useDeck } from "./entities/task/ledger-context.tsx";
import { lazyModule, useLazyModule } from "./lib/lazy-module.ts";

const composer = lazyModule(() => importWithCatalogs(COMPOSER_CATALOGS, () => import("./composer-forms.tsx")));

/**
 * The composer, in a chunk of its own (its forms, react-hook-form, the drafts). A first visit (an
 * empty deck) shows it at once: composing is all there is to do. A returning visit shows its tasks
 * first, and a stand-in for the prompt: a pointer over it or a key pressed anywhere fetches the
 * forms; a focus in it, a press, or a card handing the composer something (Clone, Retry, a field
 * to fix, Use as input) shows them. Swapping on a mere hover would move what the pointer is on.
 */
export function ComposerSlot() {
  const { t } = useLingui();
  const ledger = useDeck();
  // A state, not the list, so that the tasks' every change (each poll's answer) does not render the composer again.
  const state = useSyncExternalStore(ledger.subscribe, () =>
    !ledger.loaded ? "loading" : ledger.list().length ? "tasks" : "empty",
  );
  const { cloned, field, resent, input } = useComposerControl();
  const [wanted, setWanted] = useState(false);
  // Asked for by a focus on the stand-in or a press (Safari focuses no button it clicks): the
  // prompt then takes the focus, unless someone has put it elsewhere meanwhile (FocusPrompt).
  const [toPrompt, setToPrompt] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const handed = cloned ?? field ?? resent ?? input;
  // Once asked for, it stays: removing the last task does not take the composer away.
  if (!wanted && (handed !== null || state === "empty")) setWanted(true);
  const fetched = useLazyModule(composer, wanted);
  // A failed fetch (the network's) reaches the composer's error boundary, whose retry asks again.
  if (fetched.failure) throw fetched.failure;
  // Shown once asked for, even where an earlier mount already fetched it.
  const loaded = wanted ? fetched.module : null;

  const wantPrompt = () => {
    setToPrompt(true);
    setWanted(true);
  };
  useEffect(() => {
    if (wanted) return;
    window.addEventListener("keydown", composer.preload, { once: true });
    return () => window.removeEventListener("keydown", composer.preload);
  }, [wanted]);

  return (
    <Pane title={t`New task`}>
      {/* A pointer coming in fetches the forms; a focus or a press shows them (see Placeholder). */}
      <div
        ref={region}
        onPointerEnter={loaded ? undefined : composer.preload}
        onFocus={loaded ? undefined : wantPrompt}
      >
        {loaded ? (
          <>
            <loaded.ComposerForms />
            {toPrompt ? <FocusPrompt within={region} /> : null}
          </>
        ) : state !== "loading" ? (
          <Placeholder onPress={wantPrompt} />
        ) : null}
      </div>
    </Pane>
  );
}

/** How much of a draft the stand-in's name reads out (a prompt may hold 2,000 characters). */
const NAME_CHARACTERS = 160;

/**
 * Looks like the prompt it stands for, the draft's words in it: focused or pressed, it shows the
 * forms, whose prompt then takes the focus. The drafts' query is the composer's own: read once.
 */
function Placeholder({ onPress }: { onPress: () => void }) {
  const { t } = useLingui();
  const draft = useQuery({ ...queries.drafts(), select: storedDraftPrompt }).data ?? "";
  // The name starts as the words shown do, and stops where a listener has heard enough.
  const named = draft.length > NAME_CHARACTERS ? `${draft.slice(0, NAME_CHARACTERS)}…` : draft;
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={draft ? t`Continue the draft: ${named}` : undefined}
      className="block min-h-24 w-full rounded-md border border-slate-300 px-3 py-2 text-left whitespace-pre-wrap text-slate-600 hover:border-slate-400"
    >
      {draft ? <span className="line-clamp-4 text-slate-900">{draft}</span> : <Trans>Write a new task…</Trans>}
    </button>
  );
}

/** Mounted with the forms: focuses the prompt (their first text field) once the drafts have been read. */
function FocusPrompt({ within }: { within: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const root = within.current;
    if (!root) return;
    const focus = () => {
      // Where someone has put the focus since (a card's field, a "Go to the … field"), it stays.
      const active = document.activeElement;
      if (active && active !== document.body) return true;
      const prompt = root.querySelector("textarea");
      if (!prompt) return false;
      prompt.focus();
      return true;
    };
    if (focus()) return;
    // The drafts are read after the chunk arrives: the prompt comes a moment later.
    const observer = new MutationObserver(() => focus() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [within]);
  return null;
}
