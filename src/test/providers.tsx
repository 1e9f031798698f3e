import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ComposerControlProvider } from "../lib/composer-control.tsx";
import { ConnectionProvider } from "../lib/connection-context.tsx";
import { createQueryClient } from "../entities/task/query-client.ts";
import { RunDeckParts } from "../run-deck-parts.tsx";

/** The app's own providers, for testing one component the way the app mounts it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ConnectionProvider>
          <ComposerControlProvider>
            <RunDeckParts>{children}</RunDeckParts>
          </ComposerControlProvider>
        </ConnectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
