import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { safeUrl } from "../../../contract/urls.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { readableUrl } from "../../../lib/readable-url.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import { resultTools } from "./tools/tools.ts";

type Props = { url: string; name: string; reach: Reach; size?: number | null; kept?: boolean };

/**
 * Saves a result file as `name`. The page fetches it (its kept copy, or through its server's
 * file proxy with the token in a header) and saves the blob: a link to a file on another
 * origin would open it rather than save it, and a link to the proxy would need the token in
 * its URL. A host the page may not read at all gets a plain link that says it opens the file.
 */
export function FileLink({ url, name, reach, size, kept = false }: Props) {
  const { t } = useLingui();
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const fileName = fileNameOf(url);
  const safe = safeUrl(url);
  if (!safe) return <code className="text-xs break-all text-slate-700">{url}</code>;
  const readable =
    kept || /^data:/i.test(url) || readableUrl(safe, reach.server, window.location.origin, reach.requestId);
  if (!readable) {
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
        () => {
          setState({ busy: false, problem: null });
        },
        (error: unknown) => setState({ busy: false, problem: error instanceof Error ? error.message : String(error) }),
      );
  };
  const problem = state.problem;
  return (
    <div className="space-y-1">
      <Button
        variant="link"
        onClick={save}
        aria-disabled={state.busy}
        className="text-left text-sm font-medium break-all"
      >
        {state.busy ? t`Downloading ${name}` : t`Download ${name}`}
        {size ? <span className="ml-1 font-normal text-slate-600">({formatBytes(size)})</span> : null}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {t`${name} could not be saved: ${problem}`}
        </p>
      ) : null}
    </div>
  );
}
