// Names from CAMERA_MOVES in src/features/composer/directives.ts (outside the type-check project
// of scripts/); the bench checks that the page's shot sequence recognised every bracket.
const MOVES = ["Truck left", "Pan right", "Push in", "Pull out", "Pedestal up", "Tilt down", "Zoom in", "Shake"];
const FILLER = " A slow morning.";

/** A video prompt of exactly `length` characters holding `brackets` two-move camera brackets. */
export function longPrompt(length: number, brackets: number): string {
  const parts = Array.from({ length: brackets }, (_, i) => {
    const first = MOVES[i % MOVES.length]!;
    const second = MOVES[(i + 3) % MOVES.length]!;
    return `[${first},${second}] harbour at dawn.`;
  });
  const text = parts.join(" ");
  if (text.length > length) throw new Error(`${brackets} brackets do not fit in ${length} characters`);
  return (text + FILLER.repeat(Math.ceil((length - text.length) / FILLER.length))).slice(0, length);
}
