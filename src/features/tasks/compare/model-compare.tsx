import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import type { ViewerApi } from "../results/model-viewer/camera-view.ts";
import type { SharedLook } from "../results/model-viewer/model-canvas.tsx";
import { ModelPreview } from "../results/lazy-model-viewer.tsx";
import type { CompareSide, SideMedia } from "./compare-sides.ts";

type ModelSide = { side: CompareSide & { media: Extract<SideMedia, { kind: "model" }> }; letter: string };

/**
 * The 3D sides: with Link cameras on, orbiting one moves them all (the view API reports who moved
 * a camera, so the followers' own moves are not echoed back); wireframe and background apply to all.
 */
export function ModelCompare({ sides }: { sides: ModelSide[] }) {
  const { t } = useLingui();
  const [linked, setLinked] = useState(true);
  const [look, setLook] = useState<SharedLook>({ wireframe: false, neutral: true });
  const viewers = useRef(new Map<string, { api: ViewerApi; stop: () => void }>());
  const linkedNow = useRef(linked);

  useEffect(() => {
    linkedNow.current = linked;
    // Linking again brings every camera to the first one's view.
    const [first, ...rest] = [...viewers.current.values()];
    if (linked && first) for (const other of rest) other.api.setView(first.api.getView(), { fly: true });
  }, [linked]);
  useEffect(() => {
    const all = viewers.current;
    // Forgotten too: under StrictMode this runs between two mounts, and the viewers lend themselves again.
    return () => {
      all.forEach((viewer) => viewer.stop());
      all.clear();
    };
  }, []);

  const lend = (id: string) => (api: ViewerApi | null) => {
    viewers.current.get(id)?.stop();
    viewers.current.delete(id);
    if (!api) return;
    const stop = api.onViewChange((view, byUser) => {
      if (!byUser || !linkedNow.current) return;
      for (const [other, viewer] of viewers.current) if (other !== id) viewer.api.setView(view);
    });
    viewers.current.set(id, { api, stop });
    // A viewer that arrives late takes the others' view when linked.
    const [first] = [...viewers.current.values()];
    if (linkedNow.current && first && first.api !== api) api.setView(first.api.getView());
  };

  return (
    <section aria-label={t`3D results`} className="space-y-2">
      <div role="toolbar" aria-label={t`3D view`} className="flex flex-wrap items-center gap-2">
        <Button size="sm" aria-pressed={linked} onClick={() => setLinked(!linked)}>
          <Trans>Link cameras</Trans>
        </Button>
        <Button
          size="sm"
          aria-pressed={look.wireframe}
          onClick={() => setLook({ ...look, wireframe: !look.wireframe })}
        >
          <Trans>Wireframe</Trans>
        </Button>
        <Button size="sm" aria-pressed={look.neutral} onClick={() => setLook({ ...look, neutral: !look.neutral })}>
          <Trans>Neutral background</Trans>
        </Button>
      </div>
      <div className={`grid gap-3 ${sides.length > 1 ? "md:grid-cols-2" : ""}`}>
        {sides.map(({ side, letter }) => (
          <figure key={side.entry.id} className="min-w-0 space-y-1">
            <figcaption className="text-sm font-medium text-slate-800">{letter}</figcaption>
            <ModelPreview
              url={side.media.url}
              fileName={side.media.fileName}
              requestId={side.media.requestId}
              onViewer={lend(side.entry.id)}
              look={look}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
