import { Button, Group, Modal, Text } from "@mantine/core";
import * as m from "./messages";

interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
  onAnswer: (confirmed: boolean) => void;
}

export default function ConfirmModal({ title, message, confirmLabel, danger, onAnswer }: ConfirmModalProps) {
  return (
    <Modal opened onClose={() => onAnswer(false)} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {m.cancel()}
        </Button>
        <Button color={danger ? "red" : undefined} onClick={() => onAnswer(true)} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
