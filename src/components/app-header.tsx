import { useConnection } from "../lib/connection-context.tsx";
import { connectionLabel } from "../lib/connection.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

export function AppHeader() {
  const { connection, server, openSettings } = useConnection();
  const { t } = useLingui();
  const { name, url } = connectionLabel(connection, server, window.location.origin);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Taskdeck
        </h1>
        {/* Wraps on a narrow screen rather than squeezing the connection's name (issue 26: nothing clips at 390 px). */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700" aria-label={t`Connection`}>
            <span className="inline-block size-2 shrink-0 rounded-full bg-emerald-600" aria-hidden="true" />
            <span className="font-medium">{name}</span>
            <span className="truncate font-mono text-xs text-slate-600">{url}</span>
          </p>
          <Button onClick={() => openSettings()} className="shrink-0">
            <Trans>Connection settings</Trans>
          </Button>
          {/* Who is signed in (features/tasks/account-link.tsx draws it here). */}
          <span id="account-slot" className="empty:hidden" />
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
