import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

interface DeleteButtonProps {
  label: string;
  isDeleting: boolean;
  onDelete: () => void;
}

/** The course editor's quiet red delete button ('Delete chapter', 'Delete lesson'); it asks before deleting. */
export function DeleteButton({ label, isDeleting, onDelete }: DeleteButtonProps) {
  return (
    <Button
      variant="subtle"
      color="var(--campus-danger-strong)"
      c="var(--campus-danger-strong)"
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      onClick={onDelete}
      loading={isDeleting}
    >
      {label}
    </Button>
  );
}
