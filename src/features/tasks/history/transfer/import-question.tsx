import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { FOLLOW_WITHOUT_ASKING } from "../follow-limit.ts";

export type ImportAnswer = "follow" | "no-follow" | "cancel";

/**
 * What an import of many unfinished tasks asks before following them all (transfer-actions.ts).
 * It loads with the first question, after the transfer code and its catalogs.
 */
export default function ImportQuestion({
  unfinished,
  answer,
}: {
  /** How many unfinished tasks the file holds; none: no question open. */
  unfinished: number;
  answer: (choice: ImportAnswer) => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={unfinished > 0}
      title={t`Follow all the imported tasks?`}
      cancelLabel={t`Cancel`}
      onCancel={() => answer("cancel")}
      actions={[
        { label: t`Import without following`, variant: "secondary", onClick: () => answer("no-follow") },
        { label: t`Follow them`, onClick: () => answer("follow") },
      ]}
    >
      <p>
        <Trans>
          The file holds <Plural value={unfinished} one="# unfinished task" other="# unfinished tasks" /> of this
          service.
        </Trans>{" "}
        <Trans>
          Following them checks each every few seconds (more than {FOLLOW_WITHOUT_ASKING} is a lot of requests).
        </Trans>{" "}
        <Trans>Without following, each is checked only when you press its Check now.</Trans>
      </p>
    </ConfirmDialog>
  );
}
