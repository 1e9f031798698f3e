import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Button } from "../../../components/button.tsx";
import type { CompareSide } from "./compare-sides.ts";
import { Transport } from "./transport.tsx";
import { VideoSync } from "./video-sync.ts";

type VideoSide = { side: CompareSide; letter: string; url: string };

// Frame steps answer `,` and `.` anywhere in the videos' section, except where they are typed.
const typing = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== "range");

/** The video sides in step under one transport; each can be muted; two can be laid one over the other (wipe). */
export function VideoCompare({ sides }: { sides: VideoSide[] }) {
  const { t } = useLingui();
  const [sync] = useState(() => new VideoSync());
  const state = useSyncExternalStore(sync.subscribe, sync.snapshot);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  // Four tones at once help nobody: the first side speaks, the others start muted.
  const [muted, setMuted] = useState(() => sides.map((_, i) => i > 0));
  const [wipe, setWipe] = useState(false);
  const [wipeAt, setWipeAt] = useState(50);
  const wiping = wipe && sides.length === 2;

  useEffect(() => sync.attach(videos.current.filter((v): v is HTMLVideoElement => v !== null)), [sync, sides]);

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== "," && event.key !== ".") || typing(event.target)) return;
    event.preventDefault();
    sync.step(event.key === "," ? -1 : 1);
  };

  return (
    // The keys are shortcuts for the transport's own Previous/Next frame buttons, which the keyboard also reaches.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={t`Videos`} className="space-y-2" onKeyDown={onKeyDown}>
      <Transport sync={sync} state={state} />
      <div className="flex flex-wrap items-center gap-2">
        {sides.map(({ letter }, i) => (
          <Button
            key={letter}
            size="sm"
            aria-pressed={muted[i]}
            onClick={() => setMuted(muted.map((m, j) => (j === i ? !m : m)))}
          >
            <Trans>Mute {letter}</Trans>
          </Button>
        ))}
        {sides.length === 2 ? (
          <Button size="sm" aria-pressed={wiping} onClick={() => setWipe(!wipe)}>
            <Trans>Wipe</Trans>
          </Button>
        ) : null}
        {wiping ? (
          <input
            type="range"
            aria-label={t`Wipe position`}
            min={0}
            max={100}
            value={wipeAt}
            aria-valuetext={t`${wipeAt}% of A shown`}
            onChange={(event) => setWipeAt(Number(event.target.value))}
            className="w-40 accent-brand-700"
          />
        ) : null}
      </div>
      <div className={wiping ? "relative" : `grid gap-3 ${sides.length > 1 ? "md:grid-cols-2" : ""}`}>
        {sides.map(({ side, letter, url }, i) => (
          <figure
            key={side.entry.id}
            className={wiping && i === 1 ? "absolute inset-0 m-0" : "m-0 min-w-0 space-y-1"}
            style={wiping && i === 1 ? { clipPath: `inset(0 0 0 ${wipeAt}%)` } : undefined}
          >
            {/* Generated media comes without captions; there is no track to offer. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              ref={(video) => {
                videos.current[i] = video;
              }}
              src={url}
              preload="auto"
              playsInline
              muted={muted[i]}
              aria-label={`${letter}: ${side.title}`}
              className="block max-h-[60vh] w-full rounded-md bg-black object-contain"
            />
            {wiping ? null : <figcaption className="text-sm font-medium text-slate-800">{letter}</figcaption>}
          </figure>
        ))}
      </div>
    </section>
  );
}
