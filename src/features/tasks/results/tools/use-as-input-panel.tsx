import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../../components/button.tsx";
import type { Family } from "../../../../contract/families.ts";
import { useComposerControl } from "../../../../lib/composer-control.tsx";
import type { Reach } from "../../../../lib/files/result-bytes.ts";
import { frameFileName } from "./frame-name.ts";
import { resultTools } from "./tools.ts";

export type UseAsInputProps = {
  url: string;
  name: string;
  reach: Reach;
  /** For a video: finds its player, whose current frame is taken. */
  video?: () => HTMLVideoElement | null;
};

/**
 * Use as input's choices (use-as-input.tsx opens them): hands a finished image, or the video's
 * frame at its current time, to the composer as the source of a new request. The bytes are read
 * as downloads are (through this page's server where the host allows no other way), so the
 * picture survives its link's expiry.
 */
export default function UseAsInputPanel({
  url,
  name,
  reach,
  video,
  panelId,
  open,
}: UseAsInputProps & { panelId: string; open: boolean }) {
  const { t } = useLingui();
  const targets: { mode: Family; label: string; frame: string; sent: string }[] = [
    {
      mode: "video",
      label: t`First frame of a new video`,
      frame: t`This frame: first frame of a new video`,
      sent: t`Sent to the composer: first frame of a new video.`,
    },
    {
      mode: "3d",
      label: t`Source image of a new 3D model`,
      frame: t`This frame: source image of a new 3D model`,
      sent: t`Sent to the composer: source image of a new 3D model.`,
    },
  ];
  const { givePicture } = useComposerControl();
  const [state, setState] = useState<{ busy: boolean; said: string | null; failed: boolean }>({
    busy: false,
    said: null,
    failed: false,
  });
  const take = async (mode: Family, sent: string) => {
    if (state.busy) return;
    setState({ busy: true, said: null, failed: false });
    try {
      const { resultBlob, captureFrame } = await resultTools();
      const bytes = await resultBlob(url, reach, name);
      const time = video?.()?.currentTime ?? 0;
      const picture = video ? await captureFrame(bytes, time) : bytes;
      const fileName = video ? frameFileName(reach.requestId, name, time) : name;
      // From its bytes: a Blob from fetch() and this page's File need not come from the same implementation (jsdom).
      givePicture(mode, new File([await picture.arrayBuffer()], fileName, { type: picture.type }));
      setState({ busy: false, said: sent, failed: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ busy: false, said: t`This result cannot be used as input: ${reason}`, failed: true });
    }
  };
  return (
    <>
      <div id={panelId} hidden={!open} className="flex flex-wrap gap-2">
        {targets.map(({ mode, label, frame, sent }) => (
          <Button key={mode} size="sm" aria-disabled={state.busy} onClick={() => void take(mode, sent)}>
            {video ? frame : label}
          </Button>
        ))}
      </div>
      <p
        role={state.failed ? "alert" : "status"}
        className={`text-sm ${state.failed ? "text-red-800" : "text-slate-700"}`}
      >
        {state.busy ? t`Reading the picture…` : state.said}
      </p>
    </>
  );
}
