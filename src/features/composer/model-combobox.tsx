import { useLingui } from "@lingui/react";
import { useLayoutEffect, useState, type KeyboardEvent } from "react";
import { useController } from "react-hook-form";
import type { Family } from "../../contract/families.ts";
import { inputClass, type FieldIds } from "../../components/field.tsx";
import { catalogFor } from "../../contract/models.ts";
import { modelLabel } from "./model-labels.ts";

/** The plain box's focus and caret as React takes it out of the page: what the picker takes over. */
export type Handover = { current: [number | null, number | null] | null };

type ComboboxProps = {
  family: Family;
  ids: FieldIds;
  invalid: boolean;
  /** The list's name, in the page's language (this chunk brings no catalog of its own). */
  listLabel: string;
  /** The plain box's focus and caret, written as it left the page (model-field.tsx). */
  handoverRef: Handover;
};

/**
 * The model picker (loaded when the field is first pointed at or focused: model-field.tsx): a combobox (WAI-ARIA 1.2, list
 * autocomplete) of the tab's catalog models with what each is, that also takes any
 * vendor/model-name id typed. Opened, it lists every model whatever the field holds; typing
 * filters by id and by words.
 */
export default function ModelCombobox({ family, ids, invalid, listLabel, handoverRef }: ComboboxProps) {
  const { i18n } = useLingui();
  const { field } = useController<{ model: string }, "model">({ name: "model" });
  const id = ids.control;
  // Opened as a press on the field opens it, when the plain box it replaces has the focus.
  const [open, setOpen] = useState(() => document.activeElement?.id === id);
  // What was typed since the list opened (null: nothing, so every model shows) and the option in view.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const needle = query?.trim().toLowerCase() ?? "";
  const options = catalogFor(family)
    .map((model) => ({ id: model.id, label: modelLabel(i18n, model.id) }))
    .filter((option) => `${option.id} ${option.label}`.toLowerCase().includes(needle));
  const shown = open && options.length > 0;
  // In the commit that took the plain box out, before the browser runs anything else: whoever was
  // typing in it goes on typing here (the focus is never seen on the page's body).
  useLayoutEffect(() => {
    const took = handoverRef.current;
    handoverRef.current = null;
    const box = document.getElementById(id);
    if (!took || !(box instanceof HTMLInputElement)) return;
    box.focus();
    box.setSelectionRange(took[0], took[1]);
  }, [handoverRef, id]);

  const show = (next: boolean) => {
    setOpen(next);
    setQuery(null);
    setActive(-1);
  };
  const choose = (model: string) => {
    field.onChange(model);
    show(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      // Closed, it opens on every model, the first (or, going up, the last) in view.
      const count = open ? options.length : catalogFor(family).length;
      if (!open) show(true);
      setActive((at) => (open && at >= 0 ? (at + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === "Enter" && shown && options[active]) {
      event.preventDefault();
      choose(options[active].id);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      show(false);
    }
  };

  return (
    <div className="relative">
      <input
        {...field}
        id={ids.control}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? `${id}-${active}` : undefined}
        className={`${inputClass} font-mono`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => {
          field.onChange(event.target.value);
          setOpen(true);
          setQuery(event.target.value);
          setActive(-1);
        }}
        onClick={() => show(!open)}
        onBlur={() => {
          show(false);
          field.onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={listLabel}
        hidden={!shown}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((option, at) => (
          <div
            key={option.id}
            id={`${id}-${at}`}
            role="option"
            // Never focused itself: the input keeps focus and points at it (aria-activedescendant).
            tabIndex={-1}
            aria-selected={at === active}
            className="cursor-pointer px-3 py-1.5 aria-selected:bg-sky-100"
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option.id);
            }}
          >
            <span className="font-mono">{option.id}</span>
            <span className="ml-2 text-slate-600">{option.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
