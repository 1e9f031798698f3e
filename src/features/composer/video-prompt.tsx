import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { codePointLength } from "../../contract/families.ts";
import { Field } from "../../components/field.tsx";
import { assignRef } from "../../components/refs.ts";
import { CameraPalette } from "./camera-palette.tsx";
import { wideScreen } from "../../lib/wide-screen.ts";
import { IGNORES_MOVES } from "../../lib/move-notes.ts";
import { formatNumber } from "../../lib/format-number.ts";
import {
  interfaceMoveLanguage,
  parseDirectives,
  shotSequence,
  type CameraMove,
  type MoveLanguage,
} from "../../contract/camera-directives.ts";
import type { Highlight } from "./highlighted-textarea.tsx";
import { HighlightedTextarea } from "./highlighted-textarea.tsx";
import { defaultMoveLanguage } from "./move-language.ts";
import { promptTools, usePromptTools } from "./use-prompt-tools.ts";

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLTextAreaElement>;
  error?: string | undefined;
  max: number;
  directivesApply: boolean;
};

/** The video prompt: camera directives highlighted, read back as a shot sequence, insertable from a palette. */
export function VideoPrompt({ value, onChange, onBlur, inputRef, error, max, directivesApply }: Props) {
  const { t, i18n } = useLingui();
  // The palette's language for this prompt: the user's pick, else the prompt's own.
  const [chosen, setChosen] = useState<MoveLanguage | null>(null);
  const language = chosen ?? defaultMoveLanguage(value, i18n.locale);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const brackets = useMemo(() => parseDirectives(value), [value]);
  const highlights: Highlight[] = brackets.map((b) => ({
    start: b.start,
    end: b.end,
    tone: b.warnings.length ? "warn" : "ok",
  }));
  const tools = usePromptTools(value);
  const structure = useMemo(() => tools?.scanBrackets(value).problems ?? [], [tools, value]);
  // Worded by the prompt tools, which a prompt with a bracket loads (a warning needs a bracket).
  const warnings = tools
    ? [
        ...structure.map((problem) => tools.bracketProblemText(i18n, problem)),
        ...brackets.flatMap((b) => b.warnings.map((warning) => tools.directiveWarningText(i18n, warning))),
      ]
    : [];
  const sequence = shotSequence(brackets, interfaceMoveLanguage(i18n.locale));
  const count = codePointLength(value);
  const length = formatNumber(count, { locale: i18n.locale });
  const limit = formatNumber(max, { locale: i18n.locale });

  useLayoutEffect(() => {
    if (caret === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  // The palette is memoised: `insert` stays the same function and reads the prompt as it is now.
  const latest = useRef({ value, onChange, language });
  useLayoutEffect(() => {
    latest.current = { value, onChange, language };
  });
  const insert = useCallback((moves: CameraMove[], join: boolean) => {
    // The prompt, caret and language when the moves go in (the tools may have come a while after the click).
    const put = ({ insertMoves }: typeof import("./prompt-tools.ts")) => {
      const { value, onChange, language } = latest.current;
      const el = textarea.current;
      const end = value.length;
      const [from, to] = [el?.selectionStart ?? end, el?.selectionEnd ?? end];
      const result = insertMoves(value, from, to, moves, { join, language });
      onChange(result.text);
      setCaret(result.caret);
    };
    // Loaded by the palette's focus or hover before any click, as a rule; else the click waits for it.
    const loaded = promptTools.current();
    if (loaded) put(loaded);
    else promptTools.load().then(put, () => undefined);
  }, []);
  // Read once: a media query evaluated at every key costs a style update.
  const [wide] = useState(wideScreen);

  const setRefs = (el: HTMLTextAreaElement | null) => {
    textarea.current = el;
    assignRef(inputRef, el);
  };

  const counter = (
    <span className={`text-xs tabular-nums ${count > max ? "font-semibold text-red-700" : "text-slate-600"}`}>
      {length} / {limit}
    </span>
  );

  return (
    <div className="space-y-3">
      <Field
        label={t`Prompt`}
        error={error}
        aside={counter}
        description={
          <div className="space-y-1">
            <p>
              <Trans>
                {length} of {limit} characters.
              </Trans>
              {directivesApply ? (
                <>
                  {" "}
                  <Trans>Camera moves go in square brackets, e.g. [Truck left,Pan right] or [左移，右摇].</Trans>
                </>
              ) : null}
            </p>
            {directivesApply && sequence ? (
              <p className="text-slate-800">
                <Trans>Shot sequence: {sequence}</Trans>
              </p>
            ) : null}
            {!directivesApply ? <p className="text-amber-800">{i18n._(IGNORES_MOVES)}</p> : null}
            {directivesApply && warnings.length ? (
              <ul className="list-disc pl-4 text-amber-800">
                {warnings.map((warning, i) => (
                  <li key={i}>{warning}</li>
                ))}
              </ul>
            ) : null}
          </div>
        }
      >
        {(ids) => (
          <HighlightedTextarea
            id={ids.control}
            textareaRef={setRefs}
            rows={6}
            value={value}
            highlights={directivesApply ? highlights : []}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onFocus={promptTools.preload}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
          />
        )}
      </Field>
      {directivesApply ? (
        // Focus or a pointer coming into the palette only gets its insertion code ready: no action.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div onFocus={promptTools.preload} onPointerEnter={promptTools.preload}>
          {/* Folded on a phone, so that the tasks are not pushed a screen down; open on a wider one. */}
          <details open={wide}>
            <summary className="cursor-pointer text-sm font-medium text-brand-700 sm:hidden">
              <Trans>Camera moves</Trans>
            </summary>
            <CameraPalette onInsert={insert} language={language} onLanguage={setChosen} />
          </details>
        </div>
      ) : null}
    </div>
  );
}
