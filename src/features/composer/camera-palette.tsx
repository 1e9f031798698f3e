import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useId, useState } from "react";
import { Button } from "../../components/button.tsx";
import { LOCALE_NAMES } from "../../i18n/locales.ts";
import {
  CAMERA_GROUPS,
  MAX_MOVES_PER_BRACKET,
  formatBracket,
  interfaceMoveLanguage,
  moveName,
  type CameraMove,
  type MoveLanguage,
} from "../../contract/camera-directives.ts";

// The groups' names as people read them; the contract's table keeps the English ones as keys.
const GROUP_NAMES: Record<string, MessageDescriptor> = {
  Truck: msg`Truck`,
  Pan: msg`Pan`,
  "Push / pull": msg`Push / pull`,
  Pedestal: msg`Pedestal`,
  Tilt: msg`Tilt`,
  Zoom: msg`Zoom`,
  Other: msg`Other`,
};

/** The languages a move can be inserted in, each named in itself (as the language switch does). */
const INSERT_LANGUAGES: { value: MoveLanguage; name: string; lang: string }[] = [
  { value: "en", name: LOCALE_NAMES.en, lang: "en" },
  { value: "zh", name: LOCALE_NAMES["zh-CN"], lang: "zh-CN" },
];

type Props = {
  onInsert: (moves: CameraMove[], join: boolean) => void;
  /** The language the moves go into the prompt in, and how to change it. */
  language: MoveLanguage;
  onLanguage: (language: MoveLanguage) => void;
};

/**
 * The 15 camera moves as buttons, named in the interface's language. A click inserts one move,
 * in the prompt's chosen language; with "Combine" on, clicks collect moves that are then
 * inserted as one simultaneous bracket, or added to the bracket the caret is in (`join`).
 * Memoised: its 15 buttons do not render again with each key typed in the prompt.
 */
export const CameraPalette = memo(function CameraPalette({ onInsert, language, onLanguage }: Props) {
  const { t, i18n } = useLingui();
  const shown = interfaceMoveLanguage(i18n.locale);
  const languageId = useId();
  const [combine, setCombine] = useState(false);
  const [picked, setPicked] = useState<CameraMove[]>([]);
  const toggle = (move: CameraMove) =>
    setPicked((current) => (current.includes(move) ? current.filter((m) => m !== move) : [...current, move]));
  const bracket = picked.length ? formatBracket(picked, language) : "";
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">
        <Trans>Camera moves</Trans>
      </legend>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={combine}
            onChange={(event) => {
              setCombine(event.target.checked);
              setPicked([]);
            }}
          />
          <Trans>Combine several into one simultaneous move</Trans>
        </label>
        <span className="flex items-center gap-2 text-xs">
          <label htmlFor={languageId} className="text-slate-700">
            <Trans>Insert moves in</Trans>
          </label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => onLanguage(event.target.value as MoveLanguage)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs"
          >
            {INSERT_LANGUAGES.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.name}
              </option>
            ))}
          </select>
        </span>
      </div>
      {/* A row per group: its name in a column of its own, its moves wrapping beside it with equal gaps. */}
      <div className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5">
        {CAMERA_GROUPS.map((group) => {
          const name = GROUP_NAMES[group.name] ? i18n._(GROUP_NAMES[group.name]!) : group.name;
          return (
            <div key={group.name} role="group" aria-label={name} className="col-span-2 grid grid-cols-subgrid">
              <span className="text-xs text-slate-600" aria-hidden="true">
                {name}
              </span>
              <div className="flex flex-wrap gap-1.5">
                {group.moves.map((move) => (
                  <Button
                    key={move}
                    size="sm"
                    aria-pressed={combine ? picked.includes(move) : undefined}
                    onClick={() => (combine ? toggle(move) : onInsert([move], false))}
                    className="aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
                  >
                    {moveName(move, shown)}
                  </Button>
                ))}
              </div>
            </div>
          );
        })}
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
            {bracket ? t`Insert together ${bracket}` : t`Insert together`}
          </Button>
          {picked.length > MAX_MOVES_PER_BRACKET ? (
            <span className="text-xs text-amber-800">
              <Trans>More than {MAX_MOVES_PER_BRACKET} at once is not recommended.</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
});
