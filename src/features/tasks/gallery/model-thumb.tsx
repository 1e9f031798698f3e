import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useConnection } from "../../../lib/connection-context.tsx";
import { readHeaders } from "../../../lib/readable-url.ts";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { keptSnapshot, requestSnapshot } from "./model-snapshots.ts";

/** Square pictures this many pixels wide: sharp on a 160 px tile at twice the density. */
const SNAPSHOT_PIXELS = 320;

type Props = {
  url: string;
  /** The task's request_id when this page's own server answered it (its file proxy can read the file). */
  requestId: string | null;
  /** Shown until the picture is made, and instead of it when it cannot be. */
  placeholder: ReactNode;
};

/**
 * A 3D result's tile picture: the model drawn once, as the viewer first frames it, when the tile
 * comes into view. three.js loads then, not before: the drawing code is its own chunk.
 */
export function ModelThumb({ url, requestId, placeholder }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [made, setMade] = useState(() => ({ url, picture: keptSnapshot(url) ?? null }));
  const { server, connection } = useConnection();
  // An effect event: only the connection's address and token (the effect's dependencies) matter.
  const headersFor = useEffectEvent((target: string) => readHeaders(target, connection));
  const { baseUrl, token } = connection;
  const picture = made.url === url ? made.picture : null;

  useEffect(() => {
    const element = box.current;
    if (picture || !element || typeof IntersectionObserver === "undefined") return;
    let live = true;
    let cancel: (() => void) | null = null;
    const make = async (signal: AbortSignal) => {
      const { snapshotModel } = await importWithCatalogs(
        TOOL_CATALOGS,
        () => import("../results/model-viewer/model-snapshot.ts"),
      );
      const source = { url, fileName: fileNameOf(url), server, requestId, headersFor };
      return snapshotModel(source, SNAPSHOT_PIXELS, signal);
    };
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !cancel) {
        cancel = requestSnapshot(url, make, (made) => {
          cancel = null;
          if (made && live) setMade({ url, picture: made });
        });
      } else if (!entry?.isIntersecting && cancel) {
        // Scrolled past before its turn: the tiles in view go first.
        cancel();
        cancel = null;
      }
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      cancel?.();
    };
  }, [picture, url, requestId, server, baseUrl, token]);

  return (
    <div ref={box} className="h-full w-full">
      {picture ? <img src={picture} alt="" className="h-full w-full object-contain" /> : placeholder}
    </div>
  );
}
