import { formatBytes } from "../../../../lib/format-bytes.ts";
import type { ModelStats } from "./model-meshes.ts";

// Fixed locale: the rest of the UI is English, and tests read these numbers.
export const count = (n: number) => n.toLocaleString("en-US");
/** Three significant digits: enough to tell a 2 m model from a 2 cm one, whatever the units. */
const length = (n: number) => Number(n.toPrecision(3)).toLocaleString("en-US");

/** What the file holds, beside the view: what a person checks before using a generated model. */
export function ModelStatsList({ stats, fileSize }: { stats: ModelStats; fileSize: number }) {
  const rows: [string, string][] = [
    ["Triangles", count(stats.triangles)],
    ["Vertices", count(stats.vertices)],
    ["Meshes", count(stats.meshes)],
    ["Materials", count(stats.materials)],
    ["Textures", count(stats.textures)],
    ["File size", formatBytes(fileSize)],
    ["Size (W × H × D)", stats.size.map(length).join(" × ")],
  ];
  // A named group: a <dl> has no role that could carry the name itself.
  return (
    <div role="group" aria-label="Model statistics">
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
