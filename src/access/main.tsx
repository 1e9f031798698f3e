import type { Messages } from "@lingui/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ACCESS_CATALOGS } from "../i18n/catalog-areas.ts";
import { addCatalogLoaders, startI18n } from "../i18n/catalogs.ts";
import { AccessApp } from "./access-app.tsx";
import "../index.css";

addCatalogLoaders(import.meta.glob<{ messages: Messages }>("../locales/*/access.po"));
// The first render speaks the language the app would (chosen before, else the browser's).
void startI18n(ACCESS_CATALOGS).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AccessApp />
    </StrictMode>,
  ),
);
