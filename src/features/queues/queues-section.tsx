import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LOCAL_PERSON } from "../../contract/review.ts";
import type { ReviewQueue } from "../../contract/review-queues.ts";
import { Button } from "../../components/button.tsx";
import { Pane } from "../../components/pane.tsx";
import { useConnection, usePerson } from "../../lib/connection-context.tsx";
import { openLightbox } from "../../lib/lightbox-store.ts";
import { QUEUES_KEY, showQueueWork, useQueueAsk, useQueueWork } from "../../lib/queue-store.ts";
import MakeQueueDialog from "./make-queue-dialog.tsx";
import { listQueues, nextItem, removeQueue } from "./queue-client.ts";
import { useQueuesRefresh } from "./use-queues-refresh.ts";

/** The queues, as the workspace's people change them: asked again while shown (and after any verdict). */
const REFRESH_MS = 5_000;

/**
 * The workspace's review queues (issue 28): each with how much is done and by whom, **Next** for
 * its assignees (the next task nobody else holds, opened in the lightbox, whose keys judge it),
 * and Remove for its maker or an owner. Nothing while there is none and none is being made.
 */
export default function QueuesSection() {
  const { t } = useLingui();
  const asked = useQueueAsk();
  const queues = useQuery({ queryKey: QUEUES_KEY, queryFn: listQueues, refetchInterval: REFRESH_MS });
  useQueuesRefresh();
  const list = queues.data ?? [];
  if (list.length === 0 && !asked) return null;
  return (
    <Pane title={t`Review queues`}>
      {queues.isError ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {t`The queues could not be read: ${queues.error.message}`}
        </p>
      ) : null}
      <ul className="space-y-3">
        {list.map((queue) => (
          <QueueRow key={queue.id} queue={queue} />
        ))}
      </ul>
      {asked ? <MakeQueueDialog ask={asked} /> : null}
    </Pane>
  );
}

function QueueRow({ queue }: { queue: ReviewQueue }) {
  const { t } = useLingui();
  const me = usePerson();
  const owner = useConnection().server?.role === "owner";
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const working = useQueueWork();
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
  // What Next said goes to the lightbox too, whose own Next takes the following item there.
  const tell = (words: string, key = working?.queueId === queue.id ? working.key : null) => {
    setSaid(words);
    if (key) showQueueWork({ key, queueId: queue.id, name: queue.name, said: words, next: () => next.mutate() });
  };
  const next = useMutation({
    mutationFn: () => nextItem(queue.id),
    onSuccess: (answer) => {
      if (answer.item) {
        const { position, total, key } = answer.item;
        tell(t`Item ${position} of ${total}: judge it, then press Next again.`, key);
        openLightbox(key);
      } else tell(answer.reason === "done" ? t`Every item is done.` : t`The rest are held by others for now.`);
      void refresh();
    },
    onError: (error) => tell(error.message),
  });
  const remove = useMutation({ mutationFn: () => removeQueue(queue.id), onSettled: refresh });
  const nameOf = (person: string) => (person === me ? t`you` : person === LOCAL_PERSON ? t`the local owner` : person);
  const counts = queue.progress.map(({ person, judged }) => `${nameOf(person)} ${judged}`).join(" · ");
  return (
    <li aria-label={queue.name} className="space-y-1 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all">{queue.name}</p>
        <div className="flex gap-2">
          {queue.assignees.includes(me) ? (
            <Button size="sm" variant="primary" disabled={next.isPending} onClick={() => next.mutate()}>
              <Trans context="queue">Next</Trans>
            </Button>
          ) : null}
          {queue.madeBy === me || owner ? (
            <Button size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              <Trans context="queue">Remove</Trans>
              <span className="sr-only"> {queue.name}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-slate-700">{t`${queue.done} of ${queue.total} done. Judged by each: ${counts}`}</p>
      <p role="status" className="text-slate-700">
        {said}
      </p>
    </li>
  );
}
