import { Button, FileButton, Group } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { acceptAttributeFor, type UploadKind } from "~/lib/upload-kinds";
import { uploadFile } from "./upload-file";

interface UploadButtonProps {
  kind: UploadKind;
  label: string;
  /** The button's accessible name, when the visible label alone does not say which block it is for. */
  ariaLabel?: string;
  onUploaded: (uploaded: { url: string; name: string }) => void;
  /** The upload's failure message; null when a new upload starts. */
  onError: (message: string | null) => void;
}

/** The file editors' upload button: picks a file, sends it, and spins while it travels. */
export function UploadButton({ kind, label, ariaLabel, onUploaded, onError }: UploadButtonProps) {
  const [isUploading, setUploading] = useState(false);
  const upload = async (picked: File | null) => {
    if (!picked) return;
    onError(null);
    setUploading(true);
    const outcome = await uploadFile(picked, kind);
    setUploading(false);
    if (!outcome.ok) {
      onError(outcome.message);
      return;
    }
    onUploaded(outcome);
  };
  return (
    <Group>
      <FileButton onChange={upload} accept={acceptAttributeFor(kind)}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            loading={isUploading}
            aria-label={ariaLabel}
          >
            {label}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
