import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Pane } from "./components/pane.tsx";
import { COMPOSER_CATALOGS, DECK_CATALOGS } from "./i18n/catalog-areas.ts";
import { importWithCatalogs } from "./i18n/lazy-with-catalogs.ts";
import { useComposerControl } from "./lib/composer-control.tsx";
import { useDeck } from "./entities/task/ledger-context.tsx";
import { lazyModule, useLazyModule } from "./lib/lazy-module.ts";
import { queries } from "./lib/queries.ts";
import { readDraftsAhead } from "./lib/drafts-store.ts";
import { hadTasks } from "./entities/task/ledger-reads.ts";
import { useQueryClient } from "@tanstack/react-query";

const composer = lazyModule(() => importWithCatalogs(COMPOSER_CATALOGS, () => import("./composer-forms.tsx")));
// A first visit (no tasks when this browser last looked) shows the forms at once: their code is
// fetched and the drafts read while the start-up chunk runs, so the first render may have both.
if (!hadTasks()) {
  composer.preload();
  void readDraftsAhead();
}
// The 3D tab's form, a chunk of its own: a stand-in on that tab stays until it is in too, so
// nothing typed in the stand-in meanwhile goes to a "Loading" line.
const threeDTab = lazyModule(() => composer.load().then((forms) => forms.loadThreeDForm()));
// In the deck's chunk (scripts/start-up-chunks.ts): only a returning visit, which fetches that chunk for its tasks, shows it.
const standIn = lazyModule(() =>
  importWithCatalogs(DECK_CATALOGS, () => import("./components/stand-in/composer-stand-in.tsx")),
);

/**
 * The composer, in a chunk of its own (its forms, react-hook-form, the drafts). A first visit (an
 * empty deck) shows it at once: composing is all there is to do. A returning visit shows its
 * tasks first, and in the composer's place a stand-in with the forms' layout and the draft
 * (src/components/stand-in/composer-stand-in.tsx); once that has painted, the forms are fetched and take its place,
 * with what was typed in it. A card handing the composer something (Clone, Retry, a field to
 * fix, Use as input) fetches them at once.
 */
export function ComposerSlot() {
  const { t } = useLingui();
  const ledger = useDeck();
  const client = useQueryClient();
  // A state, not the list, so that the tasks' every change (each poll's answer) does not render the composer again.
  // The newest tasks, read ahead of the rest, are enough to know there are some.
  const state = useSyncExternalStore(ledger.subscribe, () =>
    ledger.list().length ? "tasks" : !ledger.loaded ? "loading" : "empty",
  );
  const { cloned, field, resent, input } = useComposerControl();
  const [wanted, setWanted] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const handed = cloned ?? field ?? resent ?? input;
  // Once asked for, it stays: removing the last task does not take the composer away. A first
  // visit (no tasks when this browser last looked) asks at once, while the ledger is still read.
  if (!wanted && (handed !== null || state === "empty" || (state === "loading" && !hadTasks()))) setWanted(true);
  const painted = useCallback(() => setWanted(true), []);
  const fetched = useLazyModule(composer, wanted);
  // The drafts the forms start from are read while their code comes, not after.
  useEffect(() => {
    if (wanted) void client.prefetchQuery(queries.drafts());
  }, [wanted, client]);
  // A failed fetch (the network's) reaches the composer's error boundary, whose retry asks again.
  if (fetched.failure) throw fetched.failure;
  const [swapped, setSwapped] = useState(false);
  const stand = useLazyModule(standIn, state === "tasks" && !swapped);
  // Without its stand-in (the deck's chunk failed to come), the forms are fetched at once.
  if (!wanted && stand.failure) setWanted(true);
  const shown = stand.module;
  const onThreeD = shown?.peekMode(client.getQueryData(queries.drafts().queryKey)) === "3d";
  const tab = useLazyModule(threeDTab, wanted && onThreeD);
  // Shown once asked for (in a stand-in's place on the 3D tab, once that form's code is in too),
  // even where an earlier mount already fetched it; and then for good.
  if (!swapped && wanted && fetched.module && (!onThreeD || tab.module || tab.failure)) setSwapped(true);
  const loaded = swapped ? fetched.module : null;

  return (
    <Pane title={t`New task`}>
      <div ref={region}>
        {loaded ? (
          <>
            <loaded.ComposerForms />
            {shown ? <shown.FocusHandover within={region} /> : null}
          </>
        ) : shown && state === "tasks" ? (
          <shown.ComposerStandIn onPainted={painted} />
        ) : null}
      </div>
    </Pane>
  );
}
