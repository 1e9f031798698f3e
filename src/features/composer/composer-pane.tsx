import type { Family } from "../../contract/families.ts";
import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { Pane } from "../../components/pane.tsx";
import { Tabs } from "../../components/tabs.tsx";
import { useComposerControl, type ClonedRequest } from "../../lib/composer-control.tsx";
import { valuesFromBody } from "./clone-values.ts";
import { queries } from "../../lib/queries.ts";
import { draftsFromStored, saveDrafts, type Drafts } from "./drafts.ts";
import type { ThreeDFormValues, VideoFormValues } from "./form-values.ts";
import { VideoForm } from "./video-form.tsx";

// Not needed before the 3D tab is first opened: its form and image field load then.
const ThreeDForm = lazy(() => import("./three-d-form.tsx").then((module) => ({ default: module.ThreeDForm })));
const loading = <p className="text-sm text-slate-600">Loading the 3D form…</p>;

export function ComposerPane() {
  const drafts = useQuery({ ...queries.drafts(), select: draftsFromStored });
  return (
    <Pane title="New task">
      {drafts.data ? <Composer initial={drafts.data} /> : <p className="text-sm text-slate-600">Loading your draft…</p>}
    </Pane>
  );
}

const SAVE_DELAY_MS = 150;

function withClone(saved: Drafts, cloned: ClonedRequest | null): Drafts {
  if (!cloned) return saved;
  const values = valuesFromBody(cloned.mode, cloned.body);
  return values.mode === "video"
    ? { ...saved, mode: "video", video: values.values }
    : { ...saved, mode: "3d", "3d": values.values };
}

function Composer({ initial }: { initial: Drafts }) {
  const { cloned, field } = useComposerControl();
  const latest = useRef(initial);
  const [mode, setMode] = useState<Family>(initial.mode);
  const [appliedClone, setAppliedClone] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A clone replaces the draft of its mode and shows that tab; its form is remounted (see `key`).
  if (cloned && cloned.serial !== appliedClone) {
    setAppliedClone(cloned.serial);
    setMode(cloned.mode);
  }
  // A card's "Go to the … field" shows that field's tab; its form then focuses the field.
  const [appliedField, setAppliedField] = useState(0);
  if (field && field.serial !== appliedField) {
    setAppliedField(field.serial);
    setMode(field.mode);
  }
  const start = withClone(initial, cloned);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    void saveDrafts(latest.current);
  }, []);
  const remember = useCallback(
    (patch: Partial<Drafts>) => {
      latest.current = { ...latest.current, ...patch };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  // A change made just before leaving is saved, not dropped with its timer.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const onVideo = useCallback((video: VideoFormValues) => remember({ video }), [remember]);
  const onThreeD = useCallback((values: ThreeDFormValues) => remember({ "3d": values }), [remember]);
  const select = (next: Family) => {
    setMode(next);
    remember({ mode: next });
  };
  const videoKey = cloned?.mode === "video" ? cloned.serial : 0;
  const threeDKey = cloned?.mode === "3d" ? cloned.serial : 0;

  return (
    <Tabs
      label="Kind of request"
      selected={mode}
      onSelect={select}
      tabs={[
        { key: "video", label: "Video", panel: <VideoForm key={videoKey} initial={start.video} onChange={onVideo} /> },
        {
          key: "3d",
          label: "3D",
          panel: (
            <Suspense fallback={loading}>
              <ThreeDForm key={threeDKey} initial={start["3d"]} onChange={onThreeD} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
