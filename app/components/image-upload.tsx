import { Button, FileButton, Group, Image, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconPhoto, IconUpload } from "@tabler/icons-react";
import { useId, useState } from "react";
import { acceptAttributeFor } from "~/lib/upload-kinds";
import * as m from "./messages";

interface ImageUploadProps {
  /** The form field that carries the image's URL. */
  name: string;
  label: string;
  defaultValue?: string | null;
  error?: string;
  description?: string;
  onChange?: (url: string) => void;
}

/**
 * Upload an image or paste its address. Only images are accepted (checked again on the server
 * from the file's bytes); the preview opens larger in an overlay.
 */
export function ImageUpload({ name, label, defaultValue, error, description, onChange }: ImageUploadProps) {
  const [url, setUrl] = useState(defaultValue ?? "");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const urlFieldId = useId();

  const changeUrl = (next: string) => {
    setUrl(next);
    onChange?.(next);
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (!file.type.startsWith("image/")) {
      setUploadError("Choose an image file (JPEG, PNG, GIF or WebP).");
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("name", file.name);
      body.set("kind", "image");
      const response = await fetch("/api/uploads", { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !result.url) {
        setUploadError(result.error ?? "The upload failed. Please try again.");
        return;
      }
      changeUrl(result.url);
    } catch {
      setUploadError("The upload failed. Check your connection and try again.");
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={urlFieldId} fw={500} size="sm">
        {label}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      <Group align="flex-start" wrap="nowrap">
        {url ? (
          <UnstyledButton
            onClick={() => setPreviewOpen(true)}
            aria-label={m.viewLarger({ label: label.toLowerCase() })}
          >
            <Image src={url} alt="" w={72} h={72} fit="cover" radius="sm" />
          </UnstyledButton>
        ) : (
          <Group w={72} h={72} justify="center" bg="var(--campus-hover)" style={{ borderRadius: 4 }} aria-hidden="true">
            <IconPhoto color="var(--mantine-color-gray-6)" />
          </Group>
        )}
        <Stack gap={6} style={{ flex: 1 }}>
          <TextInput
            id={urlFieldId}
            name={name}
            placeholder={m.imageAddressPlaceholder()}
            aria-description={m.imageAddress()}
            value={url}
            onChange={(event) => changeUrl(event.currentTarget.value)}
            error={uploadError ?? error}
          />
          <Group gap="xs">
            <FileButton onChange={upload} accept={acceptAttributeFor("image")}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={isUploading}
                >
                  {m.uploadImage()}
                </Button>
              )}
            </FileButton>
            {url ? (
              <Button variant="subtle" size="xs" onClick={() => setPreviewOpen(true)}>
                {m.viewLargerButton()}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Modal opened={isPreviewOpen} onClose={() => setPreviewOpen(false)} title={label} size="lg" centered>
        <Image src={url} alt={label} fit="contain" mah="70vh" />
      </Modal>
    </Stack>
  );
}
