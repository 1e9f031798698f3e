import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { UseFormRegister } from "react-hook-form";
import type { SettingsValues } from "./connection-settings.ts";
import { Button } from "../button.tsx";
import { Field, inputClass } from "../field.tsx";

const supported = () => typeof Notification !== "undefined";

/**
 * What happens while the tab is hidden: how the leading tab keeps checking, and whether a
 * finished task is announced by a system notification. Permission is asked only from this
 * button (a user gesture), never on load.
 */
export function HiddenTabFields({ register }: { register: UseFormRegister<SettingsValues> }) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={t`While this tab is hidden`}
        description={t`The tab's title counts the tasks that finished meanwhile, e.g. (2) Taskdeck, until you come back.`}
      >
        {(ids) => (
          <select
            id={ids.control}
            className={`${inputClass} max-w-md`}
            aria-describedby={ids.describedBy}
            {...register("hiddenPolling")}
          >
            <option value="slower">{t`Keep checking running tasks, more slowly`}</option>
            <option value="never">{t`Stop checking until the tab is seen again`}</option>
          </select>
        )}
      </Field>
      <NotificationPermission />
    </>
  );
}

function NotificationPermission() {
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : null));
  if (permission === null)
    return (
      <p className="text-sm text-slate-600">
        <Trans>This browser has no system notifications.</Trans>
      </p>
    );
  if (permission === "granted")
    return (
      <p className="text-sm text-slate-700">
        <Trans>System notifications are on: a task that finishes while hidden is named.</Trans>
      </p>
    );
  if (permission === "denied")
    return (
      <p className="text-sm text-slate-700">
        <Trans>System notifications are blocked for this site; the browser&apos;s site settings can allow them.</Trans>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Button size="sm" onClick={() => void Notification.requestPermission().then(setPermission)}>
        <Trans>Allow notifications</Trans>
      </Button>
      <span>
        <Trans>to be told which task finished while this tab was hidden.</Trans>
      </span>
    </div>
  );
}
