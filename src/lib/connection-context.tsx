import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { loadConnection, saveConnection, type Connection } from "./connection.ts";

type ConnectionContextValue = {
  connection: Connection;
  setConnection: (connection: Connection) => void;
  /** Why the settings are open (e.g. a rejected token), or null when closed. */
  settings: { open: boolean; reason: string | null };
  openSettings: (reason?: string) => void;
  closeSettings: () => void;
};

const ConnectionContext = createContext<ConnectionContextValue | null>(null);

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [connection, setState] = useState(loadConnection);
  const [settings, setSettings] = useState<{ open: boolean; reason: string | null }>({ open: false, reason: null });
  const setConnection = useCallback((next: Connection) => {
    saveConnection(next);
    setState(next);
  }, []);
  const openSettings = useCallback((reason?: string) => setSettings({ open: true, reason: reason ?? null }), []);
  const closeSettings = useCallback(() => setSettings({ open: false, reason: null }), []);
  const value = useMemo(
    () => ({ connection, setConnection, settings, openSettings, closeSettings }),
    [connection, setConnection, settings, openSettings, closeSettings],
  );
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error("useConnection needs a ConnectionProvider");
  return value;
}
