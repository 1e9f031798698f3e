import { RUN_PACE_DEFAULTS, RUN_PACE_RANGES, type RunPace } from "../contract/run-pace.ts";

// How fast QA runs send, as this browser's settings hold it (the shape and ranges are the
// contract's). Stored apart from the connection, read only by the settings and the QA runs, so
// the first visit's bytes do not carry it (as task-price.ts).

const KEY = "taskdeck.runPace";

type Stored = Partial<Record<keyof RunPace, unknown>> | null;

/** The stored pace; a value missing or out of range reads as its default. */
export function loadRunPace(storage: Storage = localStorage): RunPace {
  const stored = readStored(storage);
  const read = (name: keyof RunPace) => {
    const value = stored?.[name];
    const { min, max } = RUN_PACE_RANGES[name];
    return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : RUN_PACE_DEFAULTS[name];
  };
  return { tasksAtOnce: read("tasksAtOnce"), submissionsPerMinute: read("submissionsPerMinute") };
}

export function saveRunPace(pace: RunPace, storage: Storage = localStorage) {
  storage.setItem(KEY, JSON.stringify(pace));
}

function readStored(storage: Storage): Stored {
  try {
    return JSON.parse(storage.getItem(KEY) ?? "null") as Stored;
  } catch {
    // Unreadable: every value reads as its default.
    return null;
  }
}
