import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import type { LoadedModel } from "./load-model.ts";
import type { ViewerApi } from "./camera-view.ts";
import { count, ModelStatsList } from "./model-stats.tsx";
import { lendViewer } from "./viewer-registry.ts";
import { createViewerScene, type ViewerScene } from "./viewer-scene.ts";

/** Wireframe and background set by the owner for several viewers at once (Compare): the viewer's own toggles go. */
export type SharedLook = { wireframe: boolean; neutral: boolean };

export type ViewerHooks = {
  /** Receives the viewer's view API once the model shows, and null when it goes. */
  onViewer?: (api: ViewerApi | null) => void;
  look?: SharedLook;
};

type Props = { model: LoadedModel; fileName: string; size: number } & ViewerHooks;

/** Saves the view as a PNG named after the model file. */
async function downloadSnapshot(viewer: ViewerScene, fileName: string) {
  const url = URL.createObjectURL(await viewer.snapshot());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${fileName.replace(/\.[^.]*$/, "") || "model"}-view.png`;
  link.click();
  // The click starts the download synchronously; the URL is freed after it has been handed over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The canvas and its controls for one loaded model (remount it for another model). */
export function ModelCanvas({ model, fileName, size, onViewer, look }: Props) {
  const { t } = useLingui();
  const triangles = count(model.triangles);
  const clipName = (n: number) => t`Clip ${n}`;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<ViewerScene | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const [neutral, setNeutral] = useState(true);
  const [playing, setPlaying] = useState(false);
  // Busy until the model is first drawn: on software WebGL the shared lighting takes seconds to make.
  const [drawn, setDrawn] = useState(false);
  const [clip, setClip] = useState(0);
  const hintId = useId();
  const clipId = useId();
  const clips = model.animations;
  const lend = useEffectEvent((api: ViewerApi | null) => onViewer?.(api));

  useEffect(() => {
    const canvas = canvasRef.current!;
    const scene = createViewerScene(canvas, model.object, model.animations);
    viewer.current = scene;
    let live = true;
    void scene.drawn.then(() => live && setDrawn(true));
    // The view as the API reads it, in the page for tests and tools (not the person: it is numbers).
    const showView = () => (canvas.dataset.view = JSON.stringify(scene.view.getView()));
    showView();
    const unsubscribe = scene.view.onViewChange(showView);
    lend(scene.view);
    lendViewer(canvas, scene.view);
    // Follows the card's width (and reports the first size too); the canvas's CSS box drives the drawing buffer.
    const observer = new ResizeObserver(() => scene.resize(canvas.clientWidth, canvas.clientHeight));
    observer.observe(canvas);
    return () => {
      live = false;
      lend(null);
      lendViewer(canvas, null);
      unsubscribe();
      observer.disconnect();
      scene.dispose();
      viewer.current = null;
    };
  }, [model]);

  useEffect(() => {
    if (!look) return;
    viewer.current?.setWireframe(look.wireframe);
    viewer.current?.setNeutralBackground(look.neutral);
  }, [look, model]);

  const toggleWireframe = () => {
    viewer.current?.setWireframe(!wireframe);
    setWireframe(!wireframe);
  };
  const toggleBackground = () => {
    viewer.current?.setNeutralBackground(!neutral);
    setNeutral(!neutral);
  };
  const togglePlaying = () => {
    if (playing) viewer.current?.pauseAnimation();
    else viewer.current?.playAnimation();
    setPlaying(!playing);
  };

  // The model fills the card's width; its figures go under it.
  return (
    <div className="grid gap-3">
      {/* jsx-a11y counts every <canvas> as interactive, but this one is a picture of the model: role="img" gives
          it a name screen readers read. It is focusable because the keyboard orbits it (see the hint below). */}
      <canvas
        ref={canvasRef}
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above
        role="img"
        aria-label={t`3D preview of ${fileName}: ${triangles} triangles`}
        aria-describedby={hintId}
        aria-busy={!drawn}
        data-triangles={model.triangles}
        tabIndex={0}
        className="block h-72 w-full cursor-grab touch-none rounded-md bg-slate-100 active:cursor-grabbing sm:h-96"
      />
      <ModelStatsList stats={model} fileSize={size} />
      <div className="flex flex-wrap items-center gap-2">
        {clips.length > 0 ? (
          <Button size="sm" onClick={togglePlaying}>
            {playing ? t`Pause animation` : t`Play animation`}
          </Button>
        ) : null}
        {clips.length > 1 ? (
          <>
            <label htmlFor={clipId} className="text-sm text-slate-700">
              <Trans>Clip</Trans>
            </label>
            <select
              id={clipId}
              value={clip}
              onChange={(event) => {
                setClip(Number(event.target.value));
                viewer.current?.selectClip(Number(event.target.value));
              }}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              {clips.map((c, i) => (
                <option key={i} value={i}>
                  {c.name || clipName(i + 1)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {look ? null : (
          <>
            <Button size="sm" aria-pressed={wireframe} onClick={toggleWireframe}>
              <Trans context="viewer">Wireframe</Trans>
            </Button>
            <Button size="sm" aria-pressed={neutral} onClick={toggleBackground}>
              <Trans context="viewer">Neutral background</Trans>
            </Button>
          </>
        )}
        <Button size="sm" onClick={() => viewer.current?.resetView()}>
          <Trans>Reset view</Trans>
        </Button>
        <Button size="sm" onClick={() => viewer.current && void downloadSnapshot(viewer.current, fileName)}>
          <Trans>Snapshot</Trans>
        </Button>
        <span id={hintId} className="w-full text-xs text-slate-600">
          <Trans>
            Drag to rotate, scroll to zoom, right-drag to pan. When focused: arrow keys pan, Shift + arrows rotate, +
            and − zoom.
          </Trans>
        </span>
      </div>
    </div>
  );
}
