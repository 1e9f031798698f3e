import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { AppHeader } from "./components/app-header.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { ComposerPane } from "./features/composer/composer-pane.tsx";
import { TaskDeckPane } from "./features/tasks/task-deck-pane.tsx";
import { SANDBOX_CONNECTION } from "./lib/connection.ts";
import { createQueryClient } from "./lib/query-client.ts";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <AppHeader connection={SANDBOX_CONNECTION} />
        <main className="mx-auto grid w-full max-w-7xl flex-1 gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <ErrorBoundary label="The composer">
            <ComposerPane />
          </ErrorBoundary>
          <ErrorBoundary label="The task deck">
            <TaskDeckPane />
          </ErrorBoundary>
        </main>
      </div>
    </QueryClientProvider>
  );
}
