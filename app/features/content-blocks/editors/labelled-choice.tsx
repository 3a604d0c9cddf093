import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";

interface LabelledChoiceProps<Value extends string> {
  label: string;
  value: Value;
  options: Array<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** A segmented choice with a visible label that names it for screen readers too (survey answer kind, video source). */
export function LabelledChoice<Value extends string>({ label, value, options, onChange }: LabelledChoiceProps<Value>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as Value)}
        data={options}
        style={{ alignSelf: "flex-start" }}
      />
    </Stack>
  );
}
