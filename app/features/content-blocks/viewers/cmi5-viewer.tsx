import { Button, Group, Stack, Text } from "@mantine/core";
import { Form } from "react-router";
import type { ViewerBlockOf } from "./block-viewer-props";
import * as m from "./messages";

/**
 * A cmi5 course's units, each with a Launch button: the POST makes the launch (registration,
 * session, LMS.LaunchData) and sends the browser to the unit with its launch parameters: a unit
 * whose launchMethod is OwnWindow in a new window (tab), any other in place of the lesson page
 * (cmi5 section 13.1.4); either way the unit is a top-level document, sandboxed when it is served
 * from its package.
 */
export function Cmi5Viewer({ block }: { block: ViewerBlockOf<"cmi5"> }) {
  if (block.units.length === 0) return <Text c="dimmed">{m.noCmi5CourseBeenAdded()}</Text>;
  return (
    <Stack gap="xs">
      {block.courseTitle ? <Text fw={600}>{block.courseTitle}</Text> : null}
      {block.units.map((unit) => (
        <Form
          key={unit.id}
          method="post"
          action={block.launchPath}
          reloadDocument
          target={unit.opensOwnWindow ? "_blank" : undefined}
        >
          <input type="hidden" name="auId" value={unit.id} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text>{[...unit.blocks, unit.title].join(" › ")}</Text>
            <Button type="submit" size="sm" aria-label={m.launchUnit({ title: unit.title })}>
              {m.launch()}
            </Button>
          </Group>
        </Form>
      ))}
    </Stack>
  );
}
