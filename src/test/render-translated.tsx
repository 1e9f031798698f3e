import { render as renderBare, type RenderOptions, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { InI18n } from "./providers.tsx";

/**
 * Testing Library's render inside Lingui's provider, as the app mounts every component: for a
 * component tested alone whose words come from the catalogs (and follow a language switch).
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, "wrapper"> = {}): RenderResult {
  return renderBare(ui, { wrapper: InI18n, ...options });
}
