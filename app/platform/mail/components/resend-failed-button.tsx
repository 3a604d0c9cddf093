import { Button } from "@mantine/core";
import { useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import * as m from "./messages";

export const RESEND_FAILED_INTENT = "resend-failed";

/** /admin/mail: puts every failed email back in the queue in one action, after asking. */
export function ResendFailedButton({ failedCount }: { failedCount: number }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const emails = `${failedCount} failed ${failedCount === 1 ? "email" : "emails"}`;
  const resendAll = async () => {
    const confirmed = await confirmAction({
      title: m.resendAllFailed(),
      message: m.sendTheAgainEachOne({ emails }),
      confirmLabel: m.resendAll(),
      danger: false,
    });
    if (confirmed) submit({ intent: RESEND_FAILED_INTENT }, { method: "post" });
  };
  return (
    <Button size="xs" variant="light" onClick={resendAll} loading={navigation.state === "submitting"}>
      {m.resendAllFailed2({ failedCount })}
    </Button>
  );
}
