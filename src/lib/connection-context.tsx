import { useQuery } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { effectiveConnection, loadConnection, saveConnection, type Connection } from "./connection.ts";
import { queries } from "./queries.ts";
import { personOf, type ServerConfig } from "./server-config.ts";

type ConnectionContextValue = {
  /** The connection as requests use it (see effectiveConnection). */
  connection: Connection;
  setConnection: (connection: Connection) => void;
  /** What this page's server says about itself; null until known, or when it says nothing. */
  server: ServerConfig | null;
  /** Why the settings are open (e.g. a rejected token), and a service to switch to, if any. */
  settings: Settings;
  openSettings: (reason?: string, propose?: { baseUrl: string }) => void;
  closeSettings: () => void;
};

type Settings = { open: boolean; reason: string | null; propose: { baseUrl: string } | null };
const CLOSED: Settings = { open: false, reason: null, propose: null };

const ConnectionContext = createContext<ConnectionContextValue | null>(null);

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(loadConnection);
  const server = useQuery(queries.serverConfig()).data ?? null;
  const [settings, setSettings] = useState<Settings>(CLOSED);
  const setConnection = useCallback((next: Connection) => {
    saveConnection(next);
    setStored(next);
  }, []);
  const openSettings = useCallback(
    (reason?: string, propose?: { baseUrl: string }) =>
      setSettings({ open: true, reason: reason ?? null, propose: propose ?? null }),
    [],
  );
  const closeSettings = useCallback(() => setSettings(CLOSED), []);
  const value = useMemo(
    () => ({
      connection: effectiveConnection(stored, server),
      setConnection,
      server,
      settings,
      openSettings,
      closeSettings,
    }),
    [stored, server, setConnection, settings, openSettings, closeSettings],
  );
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

/**
 * Whether who asks may change the workspace (issue 28): a viewer sees and comments only, so the
 * controls that would send, judge or change are left out (the server refuses them anyway). Without
 * a provider (a part shown on its own), nobody is a viewer.
 */
export const useMayChange = (): boolean => useContext(ConnectionContext)?.server?.role !== "viewer";

/** Who this page's person is to the workspace (server-config.ts personOf); the local owner without a provider. */
export const usePerson = (): string => personOf(useContext(ConnectionContext)?.server ?? null);

export function useConnection(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  // A programming error (no provider), never shown as the page's text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!value) throw new Error("useConnection needs a ConnectionProvider");
  return value;
}
