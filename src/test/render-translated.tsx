import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render as renderBare, type RenderOptions, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

/** Lingui's provider alone, for a harness that passes its own wrapper. */
export function InI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Testing Library's render inside Lingui's provider, as the app mounts every component: for a
 * component tested alone whose words come from the catalogs (and follow a language switch).
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, "wrapper"> = {}): RenderResult {
  return renderBare(ui, { wrapper: InI18n, ...options });
}
