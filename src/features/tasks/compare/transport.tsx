import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import type { TransportState, VideoSync } from "./video-sync.ts";

export const SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;

const seconds = (s: number) => `${(Number.isFinite(s) ? s : 0).toFixed(2)} s`;

/** Play all / Pause all, Position, frame steps, Speed and Loop for every video of the comparison. */
export function Transport({ sync, state }: { sync: VideoSync; state: TransportState }) {
  const speedId = useId();
  return (
    <div role="toolbar" aria-label="Playback" className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="primary" onClick={() => (state.playing ? sync.pause() : void sync.play())}>
        {state.playing ? "Pause all" : "Play all"}
      </Button>
      <Button size="sm" aria-keyshortcuts="," onClick={() => sync.step(-1)}>
        Previous frame
      </Button>
      <Button size="sm" aria-keyshortcuts="." onClick={() => sync.step(1)}>
        Next frame
      </Button>
      <input
        type="range"
        aria-label="Position"
        min={0}
        max={state.duration || 0}
        step="any"
        value={Math.min(state.time, state.duration || 0)}
        aria-valuetext={`${seconds(state.time)} of ${seconds(state.duration)}`}
        onChange={(event) => sync.seek(Number(event.target.value))}
        className="min-w-40 flex-1 accent-brand-700"
      />
      <span className="text-xs text-slate-700 tabular-nums">
        {seconds(state.time)} / {seconds(state.duration)}
      </span>
      <label htmlFor={speedId} className="text-sm text-slate-700">
        Speed
      </label>
      <select
        id={speedId}
        value={state.rate}
        onChange={(event) => sync.setRate(Number(event.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {speed}×
          </option>
        ))}
      </select>
      <Button size="sm" aria-pressed={state.loop} onClick={() => sync.setLoop(!state.loop)}>
        Loop
      </Button>
    </div>
  );
}
