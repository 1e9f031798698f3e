import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { QUEUE_LIMITS } from "../../contract/queue-paths.ts";
import { LOCAL_PERSON } from "../../contract/review.ts";
import type { ReviewQueue } from "../../contract/review-queues.ts";
import { Button } from "../../components/button.tsx";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import { usePerson } from "../../lib/connection-context.tsx";
import { ANY_QUEUE_KEY, closeQueueMaker, QUEUES_KEY, type QueueAsk } from "../../lib/queue-store.ts";
import { makeQueue, queuePeople } from "./queue-client.ts";

/** Makes a review queue of a run's tasks or the history's shown ones: its name, and who reviews it. */
export default function MakeQueueDialog({ ask }: { ask: QueueAsk }) {
  const { t } = useLingui();
  const titleId = useId();
  const me = usePerson();
  const queryClient = useQueryClient();
  const people = useQuery({ queryKey: [...QUEUES_KEY, "people"], queryFn: queuePeople });
  const [name, setName] = useState(ask.name.slice(0, QUEUE_LIMITS.name));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set([me]));
  const make = useMutation({
    mutationFn: () => makeQueue({ name: name.trim(), source: ask.source, assignees: [...chosen] }),
    onSuccess: (made) => {
      // Shown at once, before the dialog closes: the pane stays (it is shown while a queue exists).
      queryClient.setQueryData<ReviewQueue[]>(QUEUES_KEY, (list = []) => [
        made,
        ...list.filter((q) => q.id !== made.id),
      ]);
      queryClient.setQueryData(ANY_QUEUE_KEY, true);
      void queryClient.invalidateQueries({ queryKey: QUEUES_KEY, exact: true });
      closeQueueMaker();
    },
  });
  const toggle = (person: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(person)) next.delete(person);
      else next.add(person);
      return next;
    });
  const count = ask.source.kind === "tasks" ? ask.source.keys.length : null;
  return (
    <ModalDialog open onClose={closeQueueMaker} labelledBy={titleId}>
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          make.mutate();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          <Trans>Make a review queue</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {count === null
            ? t`Its items: this run's tasks, in the grid's order.`
            : t`Its items: the ${count} tasks shown.`}
        </p>
        <label className="block text-sm font-semibold">
          <Trans>Queue name</Trans>
          <input
            required
            maxLength={QUEUE_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 font-normal"
          />
        </label>
        <fieldset className="space-y-1 text-sm">
          <legend className="font-semibold">
            <Trans>Reviewers</Trans>
          </legend>
          {people.isError ? <p role="alert">{people.error.message}</p> : null}
          {(people.data ?? []).map((person) => (
            <label key={person} className="flex items-center gap-2">
              <input type="checkbox" checked={chosen.has(person)} onChange={() => toggle(person)} />
              {person === LOCAL_PERSON
                ? t({ context: "queue", message: "The local owner" })
                : person === me
                  ? t`You (${person})`
                  : person}
            </label>
          ))}
        </fieldset>
        {make.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t`No queue was made: ${make.error.message}`}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" onClick={closeQueueMaker}>
            <Trans context="queue">Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={make.isPending || chosen.size === 0 || !name.trim()}>
            <Trans>Make queue</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
