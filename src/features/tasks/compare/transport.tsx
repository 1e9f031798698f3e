import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatNumber } from "../../../lib/format-number.ts";
import { Button } from "../../../components/button.tsx";
import type { TransportState, VideoSync } from "./video-sync.ts";

export const SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;

/** "1.50 s", "1.50 秒": hundredths, as a frame step moves by a few of them. */
function seconds(s: number, i18n: I18n): string {
  const count = formatNumber(Number.isFinite(s) ? s : 0, { locale: i18n.locale, digits: 2 });
  return i18n._(msg`${count} s`);
}

/** Play all / Pause all, Position, frame steps, Speed and Loop for every video of the comparison. */
export function Transport({ sync, state }: { sync: VideoSync; state: TransportState }) {
  const { i18n, t } = useLingui();
  const speedId = useId();
  const time = seconds(state.time, i18n);
  const duration = seconds(state.duration, i18n);
  return (
    <div role="toolbar" aria-label={t`Playback`} className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="primary" onClick={() => (state.playing ? sync.pause() : void sync.play())}>
        {state.playing ? t`Pause all` : t`Play all`}
      </Button>
      <Button size="sm" aria-keyshortcuts="," onClick={() => sync.step(-1)}>
        <Trans>Previous frame</Trans>
      </Button>
      <Button size="sm" aria-keyshortcuts="." onClick={() => sync.step(1)}>
        <Trans>Next frame</Trans>
      </Button>
      <input
        type="range"
        aria-label={t`Position`}
        min={0}
        max={state.duration || 0}
        step="any"
        value={Math.min(state.time, state.duration || 0)}
        aria-valuetext={t`${time} of ${duration}`}
        onChange={(event) => sync.seek(Number(event.target.value))}
        className="min-w-40 flex-1 accent-brand-700"
      />
      <span className="text-xs text-slate-700 tabular-nums">
        {time} / {duration}
      </span>
      <label htmlFor={speedId} className="text-sm text-slate-700">
        <Trans>Speed</Trans>
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
        <Trans>Loop</Trans>
      </Button>
    </div>
  );
}
