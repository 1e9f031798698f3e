import { Trans } from "@lingui/react/macro";
import { Button } from "../../../components/button.tsx";
import type { EntryResults } from "../../../entities/task/entry-results.ts";
import { useConnection, useMayChange } from "../../../lib/connection-context.tsx";
import { keptSummary } from "../../../lib/kept-files.ts";
import { FileLink } from "../results/file-link.tsx";
import { resultLists } from "../results/result-entries.ts";
import { UseAsInput } from "./use-as-input.tsx";
import { useKeepActions, useKeptFiles } from "../results/use-kept.ts";

/** A result's tools in the card's or lightbox's More menu: each file's Download (when several), Use as input, Forget kept copies. */
export function ResultMenuItems({ data, task, serverTask }: EntryResults) {
  const { server, connection } = useConnection();
  const mayChange = useMayChange();
  const kept = useKeptFiles();
  const { forget } = useKeepActions();
  const reach = { server, connection, requestId: serverTask };
  const { items } = resultLists(data, task);
  const keptUrls = new Set(kept.map((file) => file.url));
  const keepable = items.map((item) => item.url).filter((url) => /^https?:/i.test(url));
  return (
    <>
      {items.length > 1
        ? items.map((item) => (
            <FileLink key={item.label} item={item} reach={reach} kept={keptUrls.has(item.url)} which={item.label} />
          ))
        : null}
      {items
        .filter((item) => mayChange && (item.kind === "image" || item.kind === "video"))
        .map((item) => (
          <UseAsInput key={item.label} item={item} reach={reach} />
        ))}
      {keptSummary(kept, keepable).count > 0 ? (
        <Button size="sm" onClick={() => void forget(keepable)}>
          <Trans>Forget kept copies</Trans>
        </Button>
      ) : null}
    </>
  );
}
