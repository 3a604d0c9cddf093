import { List, Text } from "@mantine/core";
import { splitLines } from "../catalogue.schema";

/** Outcome and requirements: one point per line of the course's text. */
export function PointList({ text, empty = "Not specified." }: { text: string; empty?: string }) {
  const points = splitLines(text);
  if (points.length === 0) return <Text c="var(--campus-text-soft)">{empty}</Text>;
  return (
    <List spacing={4}>
      {points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}
