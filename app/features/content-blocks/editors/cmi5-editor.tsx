import { Alert, FileInput, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { parseCmi5Course } from "~/platform/lrs/cmi5-course";
import type { Cmi5Content } from "../block-types";
import type { BlockEditorProps } from "./editor-props";

/**
 * A cmi5 block's editor: the instructor chooses the course's cmi5.xml; it is read here (a DOCTYPE,
 * a unit without a url, a bad moveOn are named) and the course structure saved with the block.
 * Relative unit urls are served from the package's address (decision 0097-lrs).
 */
export default function Cmi5BlockEditor({ label, content, onSave }: BlockEditorProps<Cmi5Content>) {
  const [current, setCurrent] = useState<Cmi5Content>(content);
  const [error, setError] = useState<string | null>(null);

  const read = async (file: File | null) => {
    if (!file) return;
    if (file.size > 1_000_000) {
      setError("cmi5.xml is larger than 1 MB, which no course structure needs.");
      return;
    }
    const parsed = parseCmi5Course(await file.text());
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    const next = { fileName: file.name, course: parsed.course };
    setCurrent(next);
    onSave(next);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="cmi5.xml file"
        description="The course structure at the root of the cmi5 package."
        accept=".xml,application/xml,text/xml"
        placeholder={current.fileName || "Choose cmi5.xml"}
        onChange={(file) => void read(file)}
        aria-label={`${label}: cmi5.xml file`}
      />
      {error ? (
        <Alert color="red" title="This cmi5.xml cannot be used">
          {error}
        </Alert>
      ) : null}
      {current.course ? (
        <>
          <Text fw={600}>{current.course.title}</Text>
          <List size="sm">
            {current.course.aus.map((unit) => (
              <List.Item key={unit.id}>
                {unit.title} ({unit.moveOn}
                {unit.masteryScore === null ? "" : `, mastery ${unit.masteryScore}`})
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          No course structure yet.
        </Text>
      )}
    </Stack>
  );
}
