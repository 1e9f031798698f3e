import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { ThemeSwitch } from "../components/theme-switch.tsx";
import { AccessCard } from "./access-card.tsx";
import { createAccessQueryClient } from "./access-queries.ts";
import { pageOf, shareTokenOf } from "./page-choice.ts";
import { PeoplePage } from "./people-page.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { TokenPage } from "./token-page.tsx";
import { lazyWithCatalogs } from "../i18n/lazy-with-catalogs.ts";

// A share link's page is the only one that shows tasks: its code and the deck's words (a task's
// status, a verdict's) load when it is opened, never with the sign-in form.
const SharedPage = lazyWithCatalogs(["tasks", "verdicts"], () => import("./shared-page.tsx"));

/** access.html: the page its address names (page-choice.ts), under the app's own header controls. */
export function AccessApp({ pathname = window.location.pathname }: { pathname?: string }) {
  const [queryClient] = useState(createAccessQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <div className="flex min-h-screen flex-col">
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
              <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                Taskdeck
              </h1>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <LanguageSwitch />
                <ThemeSwitch />
              </div>
            </div>
          </header>
          <main className="w-full flex-1 px-3 py-6 sm:px-4 sm:py-10">
            <ErrorBoundary>
              <AccessPage pathname={pathname} />
            </ErrorBoundary>
          </main>
        </div>
      </QueryClientProvider>
    </I18nProvider>
  );
}

function AccessPage({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  switch (pageOf(pathname)) {
    case "setup":
      return <TokenPage kind="setup" />;
    case "join":
      return <TokenPage kind="join" />;
    case "people":
      return <PeoplePage />;
    case "share":
      return (
        <Suspense fallback={<p role="status" className="text-center text-sm text-slate-600">{t`Loading…`}</p>}>
          <SharedPage token={shareTokenOf(pathname)!} />
        </Suspense>
      );
    case "signIn":
      return (
        <AccessCard title={t`Sign in to Taskdeck`}>
          <SignInForm />
        </AccessCard>
      );
  }
}
