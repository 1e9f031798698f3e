import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { SHARE_PAGE, sharedFilePath } from "../../contract/share-paths.ts";
import { download } from "../../lib/files/download.ts";
import type { ShareAsk } from "../../lib/share-store.ts";
import { Button } from "../button.tsx";
import { CopyButton } from "../copy-button.tsx";

/**
 * A report made for the link just made (issue 29): each result links through the link, so its
 * files (the workspace's copies once kept) open for anyone holding it, as long as it works. The
 * link's token is known now only: it is never shown again.
 */
export function ShareReport({ report, link }: { report: NonNullable<ShareAsk["report"]>; link: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const { origin, pathname } = new URL(link);
  const token = pathname.slice(SHARE_PAGE.length);
  const made = () => report.make((key, n) => origin + sharedFilePath(token, key, n));
  const markdown = () => `${t`Shared view: ${link}`}\n\n${made().markdown}`;
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
        <Button size="sm" onClick={() => download(report.name, made().csv, "text/csv")}>
          <Trans>Export report (CSV)</Trans>
        </Button>
      </div>
    </section>
  );
}
