import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { inputClass } from "../../../components/field.tsx";
import { normalTag } from "../../../entities/verdict/verdict.ts";
import { TAG_MAX } from "../../../contract/verdict-limits.ts";

type Props = { tags: readonly string[]; known: readonly string[]; onChange: (tags: string[]) => void };

/**
 * Free tags, each removable, with the tags used before offered as the person types (the
 * browser's own list: keyboard and screen reader support come with it). Enter or a comma adds.
 */
export function TagField({ tags, known, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const add = () => {
    const tag = normalTag(text);
    setText("");
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
  };
  const offered = known.filter((tag) => !tags.includes(tag));
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        <Trans>Add tag</Trans>
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {tags.length ? (
          <ul aria-label={t`Tags`} className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <li key={tag} className="flex items-center rounded-full bg-slate-100 pl-2 text-xs text-slate-800">
                {tag}
                <Button
                  variant="ghost"
                  size="sm"
                  className="rounded-full px-2"
                  aria-label={t`Remove tag ${tag}`}
                  onClick={() => onChange(tags.filter((other) => other !== tag))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          list={`${id}-known`}
          maxLength={TAG_MAX}
          className={`${inputClass} w-40 flex-1 py-1`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== ",") return;
            event.preventDefault();
            add();
          }}
          onBlur={add}
        />
        <datalist id={`${id}-known`}>
          {offered.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
