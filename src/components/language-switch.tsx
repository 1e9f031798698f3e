import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { activateLocale } from "../i18n/catalogs.ts";
import { LANGUAGE_CONTROL_NAME, LOCALES, LOCALE_NAMES, isLocale, type Locale } from "../i18n/locales.ts";

/**
 * The interface's language, named in both languages so either reader finds it. A language whose
 * texts fail to arrive (offline, a deploy in between) is not half-shown: the page stays as it
 * was, says so, and nothing typed is lost.
 */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const id = useId();
  const [failed, setFailed] = useState<Locale | null>(null);
  const choose = (locale: Locale) => {
    setFailed(null);
    activateLocale(locale).catch(() => setFailed(locale));
  };
  const language = failed ? LOCALE_NAMES[failed] : "";
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {LANGUAGE_CONTROL_NAME}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p role="status" className="text-sm text-red-700 empty:hidden">
        {failed ? t`${language} could not be loaded (offline?): the page stays as it is.` : ""}
      </p>
    </div>
  );
}
