import { Button } from "../../components/button.tsx";
import { useState } from "react";
import {
  CAMERA_GROUPS,
  MAX_MOVES_PER_BRACKET,
  formatBracket,
  type CameraMove,
} from "../../contract/camera-directives.ts";

/**
 * The 15 camera moves as buttons. A click inserts one move; with "Combine" on, clicks
 * collect moves that are then inserted as one simultaneous bracket, or added to the bracket
 * the caret is in (`join`).
 */
export function CameraPalette({ onInsert }: { onInsert: (moves: CameraMove[], join: boolean) => void }) {
  const [combine, setCombine] = useState(false);
  const [picked, setPicked] = useState<CameraMove[]>([]);
  const toggle = (move: CameraMove) =>
    setPicked((current) => (current.includes(move) ? current.filter((m) => m !== move) : [...current, move]));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">Camera moves</legend>
      <label className="mb-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={combine}
          onChange={(event) => {
            setCombine(event.target.checked);
            setPicked([]);
          }}
        />
        Combine several into one simultaneous move
      </label>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {CAMERA_GROUPS.map((group) => (
          <div key={group.name} role="group" aria-label={group.name} className="flex flex-wrap items-center gap-1">
            <span className="w-20 shrink-0 text-xs text-slate-600" aria-hidden="true">
              {group.name}
            </span>
            {group.moves.map((move) => (
              <Button
                key={move}
                size="sm"
                aria-pressed={combine ? picked.includes(move) : undefined}
                onClick={() => (combine ? toggle(move) : onInsert([move], false))}
                className="aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
              >
                {move}
              </Button>
            ))}
          </div>
        ))}
      </div>
      {combine ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            size="sm"
            disabled={picked.length === 0}
            onClick={() => {
              onInsert(picked, true);
              setPicked([]);
            }}
          >
            Insert together{picked.length ? ` ${formatBracket(picked)}` : ""}
          </Button>
          {picked.length > MAX_MOVES_PER_BRACKET ? (
            <span className="text-xs text-amber-800">
              More than {MAX_MOVES_PER_BRACKET} at once is not recommended.
            </span>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
