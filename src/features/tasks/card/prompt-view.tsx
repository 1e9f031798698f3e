import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { interfaceMoveLanguage, parseDirectives, shotSequence } from "../../../contract/camera-directives.ts";
import { readsCameraMoves } from "../../../contract/models.ts";
import type { Family } from "../../../contract/families.ts";
import { threeDPromptParts, videoPromptParts } from "./prompt-parts.ts";
import { IGNORES_MOVES } from "../../../lib/move-notes.ts";

// A wavy underline marks unknown moves, so the difference does not rest on colour alone.
const MARKS = {
  move: "bg-brand-100 text-brand-800",
  "unknown-move": "bg-amber-100 text-amber-900 underline decoration-amber-700 decoration-wavy",
};

/**
 * The prompt as sent: for video, camera directives highlighted and read as a shot sequence
 * (only for a model that reads them); for 3D, the flags as chips.
 */
export function PromptView({ mode, prompt, model }: { mode: Family; prompt: string; model: string }) {
  const { i18n } = useLingui();
  if (!prompt.trim())
    return (
      <p className="text-sm text-slate-600 italic">
        <Trans>No prompt</Trans>
      </p>
    );
  if (mode === "3d") return <ThreeDPrompt prompt={prompt} />;
  if (!readsCameraMoves(model))
    return (
      <div className="space-y-1">
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{prompt}</p>
        {parseDirectives(prompt).length > 0 ? <p className="text-xs text-amber-900">{i18n._(IGNORES_MOVES)}</p> : null}
      </div>
    );
  return <VideoPrompt prompt={prompt} />;
}

function VideoPrompt({ prompt }: { prompt: string }) {
  const { t, i18n } = useLingui();
  const parts = videoPromptParts(prompt);
  const unknown = parts.filter((part) => part.kind === "unknown-move").length;
  // The moves named in the interface's language, whichever language the prompt wrote them in.
  const sequence = shotSequence(parseDirectives(prompt), interfaceMoveLanguage(i18n.locale));
  return (
    <div className="space-y-1">
      {/* Text nodes and <mark> only: the prompt is never parsed as HTML. */}
      <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
        {parts.map((part, i) =>
          part.kind === "text" ? (
            part.text
          ) : (
            <mark
              key={i}
              title={part.kind === "move" ? t`Camera move` : t`Not a recognised camera move`}
              className={`rounded-sm px-0.5 ${MARKS[part.kind]}`}
            >
              {part.text}
            </mark>
          ),
        )}
      </p>
      {sequence ? (
        <p className="text-xs text-slate-700">
          <Trans context="task">Shot sequence: {sequence}</Trans>
        </p>
      ) : null}
      {unknown > 0 ? (
        <p className="text-xs text-amber-900">
          <Plural
            value={unknown}
            one="# bracket is not a recognised camera move: the model reads it as text."
            other="# brackets are not recognised camera moves: the model reads them as text."
          />
        </p>
      ) : null}
    </div>
  );
}

function ThreeDPrompt({ prompt }: { prompt: string }) {
  const { t } = useLingui();
  const { chips, other } = threeDPromptParts(prompt);
  return (
    <div className="space-y-1 text-sm">
      <ul aria-label={t`3D settings`} className="flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <li key={chip.name} className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs">
            {chip.name === "subdivision level" ? t`subdivision level` : t`file format`}:{" "}
            <span className="font-semibold">{chip.value}</span>
            {chip.isDefault ? (
              <span className="text-slate-600">
                {" "}
                <Trans context="task">(default)</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {other.length > 0 ? (
        <p className="break-words whitespace-pre-wrap text-slate-900">
          <span className="text-xs text-slate-600">
            <Trans>Also in the prompt:</Trans>{" "}
          </span>
          {other.join(" … ")}
        </p>
      ) : null}
    </div>
  );
}
