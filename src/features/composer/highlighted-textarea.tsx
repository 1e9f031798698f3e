import { useRef, type ComponentProps, type Ref } from "react";
import { PROMPT_LAYOUT as TEXT_LAYOUT } from "../../components/field.tsx";

export type Highlight = { start: number; end: number; tone: "ok" | "warn" | "error" };

const TONES = { ok: "bg-brand-100", warn: "bg-amber-200", error: "bg-red-200" };

// The textarea and the layer behind it must lay text out identically, so they share TEXT_LAYOUT.

/**
 * A textarea with marked ranges drawn behind its text. The marks are React text nodes in
 * a layer hidden from screen readers, so nothing typed is ever parsed as HTML.
 */
export function HighlightedTextarea({
  value,
  highlights,
  textareaRef,
  ...props
}: Omit<ComponentProps<"textarea">, "value" | "className"> & {
  value: string;
  highlights: Highlight[];
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const mark of highlights) {
    if (mark.start < at) continue;
    pieces.push(value.slice(at, mark.start));
    pieces.push(
      <mark key={mark.start} className={`rounded-sm text-transparent ${TONES[mark.tone]}`}>
        {value.slice(mark.start, mark.end)}
      </mark>,
    );
    at = mark.end;
  }
  // A trailing newline needs a character after it to take up its line in the layer.
  pieces.push(value.slice(at) + "\u200b");
  return (
    <div className="relative rounded-md border border-slate-300 bg-white has-aria-invalid:border-red-600 has-aria-invalid:ring-1 has-aria-invalid:ring-red-600">
      <div
        ref={layer}
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 overflow-hidden text-transparent ${TEXT_LAYOUT}`}
      >
        {pieces}
      </div>
      <textarea
        {...props}
        ref={textareaRef}
        value={value}
        onScroll={(event) => {
          if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className={`relative block w-full resize-y rounded-md bg-transparent text-slate-900 caret-slate-900 outline-offset-1 ${TEXT_LAYOUT}`}
      />
    </div>
  );
}
