// What a card's Details show once opened, beyond the prompt and the ids: its times and its raw
// record. A chunk of their own, fetched at the first opening (few people open them), with their
// words (the tools catalog): the returning visit's deck is lighter by them.
export { TaskTimes } from "./task-times.tsx";
export { RawRecord } from "./raw-record.tsx";
