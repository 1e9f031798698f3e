import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { readableUrl } from "../../../lib/readable-url.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import type { ResultEntry } from "./result-entries.ts";
import { resultTools } from "./tools/tools.ts";
import { useFileHead } from "./use-file-head.ts";

type Props = {
  item: ResultEntry;
  reach: Reach;
  kept: boolean;
  /** Which of several files: its label. */ which?: string;
};

/**
 * "Download · 1.2 MB": saves a result file under its saved name (the button's tooltip and
 * accessible description). The page fetches it (its kept copy, or through its server's file
 * proxy with the token in a header) and saves the blob: a link to a file on another origin would
 * open it rather than save it, and a link to the proxy would need the token in its URL. A host
 * the page may not read at all gets a plain link that says it opens the file. Gone, it is not offered.
 */
export function FileLink({ item, reach, kept, which }: Props) {
  const { t } = useLingui();
  const { url, name } = item;
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const { safe, gone, size } = useFileHead(url, reach, kept);
  if (!safe || gone) return null;
  const readable =
    kept || /^data:/i.test(url) || readableUrl(safe, reach.server, window.location.origin, reach.requestId);
  if (!readable) {
    const fileName = fileNameOf(url);
    return (
      <p className="text-sm text-slate-700">
        <a
          href={safe}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium break-all text-brand-700 underline"
        >
          <Trans>Open {fileName}</Trans>
        </a>{" "}
        <Trans>(its host does not let this page save it: save it from the tab that opens)</Trans>
      </p>
    );
  }
  const save = () => {
    if (state.busy) return;
    setState({ busy: true, problem: null });
    resultTools()
      .then(async ({ resultBlob, saveBlob }) => saveBlob(await resultBlob(url, reach, name), name))
      .then(
        () => setState({ busy: false, problem: null }),
        (error: unknown) => setState({ busy: false, problem: error instanceof Error ? error.message : String(error) }),
      );
  };
  // "Download · 1.2 MB"; one of several: "Download · Result video 2 · 1.2 MB".
  const label = [t`Download`, which, size ? formatBytes(size) : null].filter(Boolean).join(" · ");
  const problem = state.problem;
  return (
    <>
      <Button size="sm" onClick={save} aria-disabled={state.busy} title={name}>
        {label}
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          {t`${name} could not be saved: ${problem}`}
        </p>
      ) : null}
    </>
  );
}
