import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { Pane } from "../../components/pane.tsx";
import { Tabs } from "../../components/tabs.tsx";
import { draftKeys, loadDrafts, saveDrafts, type Drafts } from "./drafts.ts";
import type { Mode, ThreeDFormValues, VideoFormValues } from "./form-values.ts";
import { ThreeDForm } from "./three-d-form.tsx";
import { VideoForm } from "./video-form.tsx";

export function ComposerPane() {
  const drafts = useQuery({ queryKey: draftKeys.composer, queryFn: loadDrafts, staleTime: Infinity, gcTime: Infinity });
  return (
    <Pane title="New task">
      {drafts.data ? <Composer initial={drafts.data} /> : <p className="text-sm text-slate-600">Loading your draft…</p>}
    </Pane>
  );
}

const SAVE_DELAY_MS = 150;

function Composer({ initial }: { initial: Drafts }) {
  const [mode, setMode] = useState<Mode>(initial.mode);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const remember = useCallback((patch: Partial<Drafts>) => {
    latest.current = { ...latest.current, ...patch };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveDrafts(latest.current), SAVE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onVideo = useCallback((video: VideoFormValues) => remember({ video }), [remember]);
  const onThreeD = useCallback((values: ThreeDFormValues) => remember({ "3d": values }), [remember]);
  const select = (next: Mode) => {
    setMode(next);
    remember({ mode: next });
  };

  return (
    <Tabs
      label="Kind of request"
      selected={mode}
      onSelect={select}
      tabs={[
        { key: "video", label: "Video", panel: <VideoForm initial={initial.video} onChange={onVideo} /> },
        { key: "3d", label: "3D", panel: <ThreeDForm initial={initial["3d"]} onChange={onThreeD} /> },
      ]}
    />
  );
}
