import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { START_CATALOGS } from "./i18n/catalog-areas.ts";
import { startI18n } from "./i18n/catalogs.ts";
import "./index.css";

// The first render already speaks the visitor's language: no flash of English for a Chinese one.
// (A promise, not a top-level await: with one, the build wraps every lazily imported start-up
// module in a chunk of its own, one more request each.)
void startI18n(START_CATALOGS).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
