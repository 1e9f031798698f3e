import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { SHARE_PAGE, sharedFilePath } from "../../contract/share-paths.ts";
import { download } from "../../lib/files/download.ts";
import type { ShareReport as Report } from "../../lib/share-store.ts";
import { Button } from "../button.tsx";
import { CopyButton } from "../copy-button.tsx";

/**
 * A report made for the link just made (issue 29): each result links through the link, so its
 * files (the workspace's copies once kept) open for anyone holding it, as long as it works. The
 * link's token is known now only: it is never shown again.
 */
export function ShareReport({ report, link }: { report: Report; link: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const { origin, pathname } = new URL(link);
  const token = pathname.slice(SHARE_PAGE.length);
  const fileLink = (key: string, n: number) => origin + sharedFilePath(token, key, n);
  const [problem, setProblem] = useState<string | null>(null);
  const markdown = () => `${t`Shared view: ${link}`}\n\n${report.markdown(fileLink)}`;
  const save = (format: "csv" | "json") => {
    setProblem(null);
    report.files(fileLink).then(
      (files) =>
        download(`${report.name}.${format}`, files[format], `${format === "csv" ? "text" : "application"}/${format}`),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-md bg-slate-50 p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        <Trans>Report for this link</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>Its result links open for anyone with this link, for as long as the link works.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={markdown} label={t`Copy report as Markdown`} />
        <Button size="sm" onClick={() => save("csv")}>
          <Trans>Export report (CSV)</Trans>
        </Button>
        <Button size="sm" onClick={() => save("json")}>
          <Trans>Export report (JSON)</Trans>
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {t`The report could not be made: ${problem}`}
        </p>
      ) : null}
    </section>
  );
}
