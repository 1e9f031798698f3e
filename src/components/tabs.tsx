import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type Tab<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * A tablist as the ARIA pattern describes it: arrow keys, Home and End move between tabs
 * and select them. A panel mounts the first time its tab is shown (so a first visit loads no
 * code for the others) and then stays mounted (only hidden), so each keeps its state.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const [shown, setShown] = useState<ReadonlySet<K>>(() => new Set([selected]));
  if (!shown.has(selected)) setShown(new Set([...shown, selected]));
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-4 inline-flex rounded-lg bg-slate-100 p-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) buttons.current.set(tab.key, el);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
            className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
        >
          {shown.has(tab.key) ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
