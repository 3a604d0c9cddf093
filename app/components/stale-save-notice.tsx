import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import * as m from "./messages";

type Reload = { reloadTo: string; onReload?: never } | { onReload: () => void; reloadTo?: never };

/**
 * Shown when a save was refused because someone else saved the record since the form was opened
 * (decision 0015). The form keeps what the person typed; Reload brings the latest version.
 * With reloadTo it is a plain link (a full load, so it works before JavaScript too).
 */
export function StaleSaveNotice({ message, ...reload }: { message: string } & Reload) {
  const icon = <IconRefresh size={16} aria-hidden="true" />;
  return (
    <Alert color="orange" role="alert" title={m.notSaved()}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{message}</Text>
        {reload.reloadTo !== undefined ? (
          <Button component={Link} to={reload.reloadTo} reloadDocument size="xs" variant="default" leftSection={icon}>
            {m.reload()}
          </Button>
        ) : (
          <Button type="button" onClick={reload.onReload} size="xs" variant="default" leftSection={icon}>
            {m.reload()}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
