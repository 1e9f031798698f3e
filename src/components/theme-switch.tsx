import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { THEMES, THEME_STORAGE_KEY, type Theme } from "../contract/theme.ts";

const root = document.documentElement;

/**
 * The colour theme: the system's, or Light or Dark whatever the system says. The choice is
 * remembered for the next visit, whose first script applies it before the first paint
 * (server/app/theme-script.ts); here it only reads what that script read.
 */
export function ThemeSwitch() {
  const { t } = useLingui();
  const id = useId();
  const [theme, setTheme] = useState<string>(() => root.dataset.theme ?? "system");
  const names: Record<Theme, string> = { system: t`System`, light: t`Light`, dark: t`Dark` };
  const choose = (next: string) => {
    setTheme(next);
    if (next === "system") delete root.dataset.theme;
    else root.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused (a privacy mode): the choice holds for this visit.
    }
  };
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {t`Theme`}
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {THEMES.map((key) => (
          <option key={key} value={key}>
            {names[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
