import { useId, useState, type RefObject } from "react";
import { Button } from "../../../components/button.tsx";
import type { Family } from "../../../contract/families.ts";
import { useComposerControl } from "../../../lib/composer-control.tsx";
import type { Reach } from "./result-bytes.ts";
import { resultTools } from "./tools.ts";

type Props = {
  url: string;
  name: string;
  reach: Reach;
  /** For a video: the player, whose current frame is taken. */
  video?: RefObject<HTMLVideoElement | null>;
};

const TARGETS: { mode: Family; label: string }[] = [
  { mode: "video", label: "First frame of a new video" },
  { mode: "3d", label: "Source image of a new 3D model" },
];

/**
 * Hands a finished image, or the video's frame at its current time, to the composer as the
 * source of a new request. The bytes are read as downloads are (through this page's server where
 * the host allows no other way), so the picture survives its link's expiry.
 */
export function UseAsInput({ url, name, reach, video }: Props) {
  const panelId = useId();
  const { givePicture } = useComposerControl();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ busy: boolean; said: string | null; failed: boolean }>({
    busy: false,
    said: null,
    failed: false,
  });
  const take = async (mode: Family, label: string) => {
    if (state.busy) return;
    setState({ busy: true, said: null, failed: false });
    try {
      const { resultBlob, captureFrame } = await resultTools();
      const bytes = await resultBlob(url, reach, name);
      const time = video?.current?.currentTime ?? 0;
      const picture = video ? await captureFrame(bytes, time) : bytes;
      const fileName = video ? `${name.replace(/\.[^.]+$/, "")}-frame-${time.toFixed(2)}s.png` : name;
      // From its bytes: a Blob from fetch() and this page's File need not come from the same implementation (jsdom).
      givePicture(mode, new File([await picture.arrayBuffer()], fileName, { type: picture.type }));
      setState({ busy: false, said: `Sent to the composer: ${label.toLowerCase()}.`, failed: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ busy: false, said: `This result cannot be used as input: ${reason}`, failed: true });
    }
  };
  return (
    <div className="space-y-1">
      <Button size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Use as input
      </Button>
      <div id={panelId} hidden={!open} className="flex flex-wrap gap-2">
        {TARGETS.map(({ mode, label }) => (
          <Button key={mode} size="sm" aria-disabled={state.busy} onClick={() => void take(mode, label)}>
            {video ? `This frame: ${label.toLowerCase()}` : label}
          </Button>
        ))}
      </div>
      <p
        role={state.failed ? "alert" : "status"}
        className={`text-sm ${state.failed ? "text-red-800" : "text-slate-700"}`}
      >
        {state.busy ? "Reading the picture…" : state.said}
      </p>
    </div>
  );
}
