import { useLingui } from "@lingui/react";
import { useId } from "react";
import { activateLocale } from "../i18n/catalogs.ts";
import { LANGUAGE_CONTROL_NAME, LOCALES, LOCALE_NAMES, isLocale } from "../i18n/locales.ts";

/** The interface's language, named in both languages so either reader finds it. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {LANGUAGE_CONTROL_NAME}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
