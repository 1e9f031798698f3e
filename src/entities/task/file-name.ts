/** The last path segment, decoded: a file's own name at its host. */
export function fileNameOf(url: string): string {
  try {
    const name = new URL(url).pathname.split("/").filter(Boolean).pop();
    return name ? decodeURIComponent(name) : url;
  } catch {
    return url;
  }
}

/** What a saved file's name is made of: the task it came from. */
export type NamedTask = { submittedAt: number; model: string; prompt: string; requestId: string | null };
export type ResultKind = "video" | "image" | "audio" | "file";

const PROMPT_WORDS = 4;
const MAX_PART = 40;
const KIND_EXTENSIONS: Record<ResultKind, string> = { video: "mp4", image: "png", audio: "mp3", file: "bin" };

/** Lower-case ASCII words joined by `-`: accents dropped, anything else a separator. */
function slug(text: string, maxWords = Infinity): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.slice(0, maxWords).join("-").slice(0, MAX_PART).replace(/-+$/, "");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `2026-11-23_1204` in the user's time zone: when the task was submitted, as they saw it. */
function stamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}_${pad(d.getHours())}${pad(d.getMinutes())}`;
}

/** The file's own extension when it has a plain one, else the usual one for its kind. */
function extensionFor(url: string, kind: ResultKind): string {
  const own = /\.([A-Za-z0-9]{1,8})$/.exec(fileNameOf(url))?.[1];
  return (own ?? KIND_EXTENSIONS[kind]).toLowerCase();
}

/**
 * The one naming scheme for every saved result, e.g.
 * `2026-11-23_1204_minimax-t2v-01-director_lighthouse-keeper-walks_20261123120400fwK05Ax.mp4`:
 * when, which model, the prompt's first words, the request id; `_2`, `_3`… when the task made
 * several files of a kind. Safe characters only, so every OS and the server's check keep it.
 */
export function resultFileName(task: NamedTask, url: string, kind: ResultKind, index = 0): string {
  return `${baseName(task)}${index > 0 ? `_${index + 1}` : ""}.${extensionFor(url, kind)}`;
}

/** The name of the zip that holds all of a task's files. */
export function taskArchiveName(task: NamedTask): string {
  return `${baseName(task)}.zip`;
}

function baseName(task: NamedTask): string {
  const id = (task.requestId ?? "").replace(/[^A-Za-z0-9_-]+/g, "").slice(0, 80);
  const parts = [stamp(task.submittedAt), slug(task.model), slug(task.prompt, PROMPT_WORDS), id];
  return parts.filter(Boolean).join("_");
}
