import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import type { LoadedModel } from "./load-model.ts";
import { formatBytes } from "../../../../lib/format-bytes.ts";
import { createViewerScene, type ViewerScene } from "./viewer-scene.ts";

// Fixed locale: the rest of the UI is English, and tests read these numbers.
const count = (n: number) => n.toLocaleString("en-US");

type Props = { model: LoadedModel; fileName: string; size: number };

/** The canvas and its controls for one loaded model (remount it for another model). */
export function ModelCanvas({ model, fileName, size }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<ViewerScene | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current!;
    const scene = createViewerScene(canvas, model.object);
    viewer.current = scene;
    // Follows the card's width (and reports the first size too); the canvas's CSS box drives the drawing buffer.
    const observer = new ResizeObserver(() => scene.resize(canvas.clientWidth, canvas.clientHeight));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      scene.dispose();
      viewer.current = null;
    };
  }, [model]);

  const toggleWireframe = () => {
    viewer.current?.setWireframe(!wireframe);
    setWireframe(!wireframe);
  };

  return (
    <div>
      {/* jsx-a11y counts every <canvas> as interactive, but this one is a picture of the model: role="img" gives
          it a name screen readers read. It is focusable because the keyboard orbits it (see the hint below). */}
      <canvas
        ref={canvasRef}
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above
        role="img"
        aria-label={`3D preview of ${fileName}: ${count(model.triangles)} triangles`}
        aria-describedby={hintId}
        data-triangles={model.triangles}
        tabIndex={0}
        className="block h-72 w-full cursor-grab touch-none rounded-md bg-slate-100 active:cursor-grabbing sm:h-96"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button size="sm" aria-pressed={wireframe} onClick={toggleWireframe}>
          Wireframe
        </Button>
        <Button size="sm" onClick={() => viewer.current?.resetView()}>
          Reset view
        </Button>
        <span className="ml-auto text-xs text-slate-600 tabular-nums">
          {count(model.vertices)} vertices · {count(model.triangles)} triangles · {formatBytes(size)}
        </span>
        <span id={hintId} className="w-full text-xs text-slate-600">
          Drag to rotate, scroll to zoom, right-drag to pan. When focused: arrow keys pan, Shift + arrows rotate, + and
          − zoom.
        </span>
      </div>
    </div>
  );
}
