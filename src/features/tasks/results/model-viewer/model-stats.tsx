import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { formatBytes } from "../../../../lib/format-bytes.ts";
import type { ModelStats } from "./model-meshes.ts";

// In the interface's language (called while rendering, so they follow a switch).
export const count = (n: number) => i18n.number(n);
/** Three significant digits: enough to tell a 2 m model from a 2 cm one, whatever the units. */
const length = (n: number) => i18n.number(Number(n.toPrecision(3)));

/** What the file holds, beside the view: what a person checks before using a generated model. */
export function ModelStatsList({ stats, fileSize }: { stats: ModelStats; fileSize: number }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Triangles`, count(stats.triangles)],
    [t`Vertices`, count(stats.vertices)],
    [t`Meshes`, count(stats.meshes)],
    [t`Materials`, count(stats.materials)],
    [t`Textures`, count(stats.textures)],
    [t`File size`, formatBytes(fileSize)],
    [t`Size (W × H × D)`, stats.size.map(length).join(" × ")],
  ];
  // A named group: a <dl> has no role that could carry the name itself.
  return (
    <div role="group" aria-label={t`Model statistics`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
