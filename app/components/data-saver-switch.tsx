import { Button } from "@mantine/core";
import { IconAntennaBars2, IconAntennaBars5 } from "@tabler/icons-react";
import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import { DATA_SAVER_COOKIE, SLOW_CONNECTION_TYPES, useDataSaver } from "~/lib/data-saver";
import * as m from "./data-saver-switch.messages";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The data saver's switch (decision 0107-data-saver): a plain POST form (the server keeps the choice
 * in a cookie for this device). When nobody has chosen and the browser reports that it saves data or
 * that the connection is slow, it records that in the cookie and reloads the page's data, so the
 * data saver is on from now on without waiting for the next page.
 */
export function DataSaverSwitch() {
  const { enabled, reason } = useDataSaver();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (reason !== "default") return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const isSlow = connection?.effectiveType !== undefined && SLOW_CONNECTION_TYPES.includes(connection.effectiveType);
    if (!connection?.saveData && !isSlow) return;
    document.cookie = `${DATA_SAVER_COOKIE}=slow; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
    void revalidate();
  }, [reason, revalidate]);
  return (
    <form method="post" action="/data-saver">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <Button
        type="submit"
        name="dataSaver"
        value={enabled ? "off" : "on"}
        variant={enabled ? "light" : "subtle"}
        size="compact-sm"
        aria-pressed={enabled}
        title={enabled ? m.turnOff() : m.turnOn()}
        leftSection={
          enabled ? (
            <IconAntennaBars2 size={16} aria-hidden="true" />
          ) : (
            <IconAntennaBars5 size={16} aria-hidden="true" />
          )
        }
      >
        {enabled ? m.dataSaverOn() : m.dataSaverOff()}
      </Button>
    </form>
  );
}
