import { Trans, useLingui } from "@lingui/react/macro";
import type { SharedViewTask } from "../contract/shares.ts";
import { StatusBadge } from "../components/status/status-badge.tsx";
import { isModelFile } from "../entities/task/model-files.ts";
import { statusWords } from "../entities/task/statuses.ts";
import { ModelPreview } from "../features/tasks/results/lazy-model-viewer.tsx";
import { sharedFileUrl } from "./shared-queries.ts";
import { SharedVerdicts } from "./shared-verdicts.tsx";

type File = SharedViewTask["files"][number];

/**
 * One shared task as its viewer needs it: the result first and large, then what was asked
 * (the prompt, the model, its status) and the verdicts. Read-only: nothing here changes it.
 */
export function SharedTaskView({ task, token, heading }: { task: SharedViewTask; token: string; heading: string }) {
  const { t } = useLingui();
  const status = statusWords(task.status ?? "");
  return (
    <article aria-label={heading} className="min-w-0 space-y-3">
      <h3 className="text-base font-semibold">{heading}</h3>
      {task.files.length ? (
        task.files.map((file, index) => <SharedFile key={`${index}-${file.name}`} file={file} token={token} />)
      ) : (
        <p className="rounded-md bg-slate-100 px-3 py-6 text-center text-sm text-slate-600">
          <Trans>No result to show.</Trans>
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t({ context: "shared task", message: "Prompt" })}</dt>
        <dd className="break-words whitespace-pre-wrap">{task.prompt ?? t`(none)`}</dd>
        <dt className="font-semibold">{t({ context: "shared task", message: "Model" })}</dt>
        <dd className="break-all">{task.model ?? t`(none)`}</dd>
        <dt className="font-semibold">{t({ context: "shared task", message: "Status" })}</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
      </dl>
      <SharedVerdicts verdicts={task.verdicts} />
    </article>
  );
}

/** A result file, from the link's own file route: played, shown or previewed in 3D, and offered to save. */
function SharedFile({ file, token }: { file: File; token: string }) {
  const { t } = useLingui();
  const url = sharedFileUrl(file.url, token);
  if (!url) return <p className="text-sm text-slate-600">{file.name}</p>;
  const label = t`Result: ${file.name}`;
  return (
    <figure className="space-y-1">
      {file.kind === "video" ? (
        // Generated media comes without captions; there is no track to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={url}
          controls
          preload="metadata"
          aria-label={label}
          className="max-h-[75vh] w-full rounded-md bg-black"
        />
      ) : file.kind === "image" ? (
        <img src={url} alt={label} className="h-auto max-h-[75vh] max-w-full rounded-md" />
      ) : file.kind === "audio" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio src={url} controls aria-label={label} className="w-full" />
      ) : isModelFile(file.name) ? (
        <ModelPreview url={url} fileName={file.name} requestId={null} />
      ) : null}
      <figcaption className="text-sm">
        <a href={url} download={file.name} className="text-brand-700 underline hover:text-brand-800">
          {t`Download ${file.name}`}
        </a>
      </figcaption>
    </figure>
  );
}
