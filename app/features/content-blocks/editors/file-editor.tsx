import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { BLOCK_TYPE_REGISTRY, type FileContent } from "../block-types";
import { isOwnUploadAddress } from "../own-upload-address";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";
import { UploadButton } from "./upload-button";

type FileBlockType = "pdf" | "audio" | "powerpoint";

const UPLOAD_BUTTON_LABEL: Record<FileBlockType, () => string> = {
  pdf: m.uploadPdf,
  audio: m.uploadAudio,
  powerpoint: m.uploadPresentation,
};

const NO_FILE_YET: Record<FileBlockType, () => string> = {
  pdf: m.noPdfYet,
  audio: m.noAudioYet,
  powerpoint: m.noPresentationYet,
};

/** One uploaded file (PDF, audio or PowerPoint), shown once uploaded; saved as soon as it arrives. */
function FileBlockEditor({ type, label, content, onSave }: BlockEditorProps<FileContent> & { type: FileBlockType }) {
  const [file, setFile] = useState<FileContent>(content);
  const [error, setError] = useState<string | null>(null);
  const uploadKind = BLOCK_TYPE_REGISTRY[type].uploadKind ?? "pdf";
  // A block saved before such addresses were refused: say why students see no document.
  const outsideAddressRefusal = BLOCK_TYPE_REGISTRY[type].outsideAddressRefusal;
  const cannotShow = Boolean(outsideAddressRefusal && file.url && !isOwnUploadAddress(file.url));

  const saveUploaded = (uploaded: { url: string; name: string }) => {
    const next = { url: uploaded.url, fileName: uploaded.name };
    setFile(next);
    onSave(next);
  };
  const uploadLabel = file.url ? m.replaceFile() : UPLOAD_BUTTON_LABEL[type]();

  return (
    <Stack gap="xs">
      {file.url ? (
        <>
          {type === "audio" ? (
            // biome-ignore lint/a11y/useMediaCaption: instructors upload their own recordings; there is no caption track to offer.
            <audio
              controls
              src={file.url}
              aria-label={m.labelFileName({ label, name: file.fileName })}
              style={{ width: "100%" }}
            />
          ) : null}
          <Group gap="xs">
            <IconDownload size={16} aria-hidden="true" />
            <Anchor href={file.url} download={file.fileName || true}>
              {file.fileName || m.downloadTheFile()}
            </Anchor>
          </Group>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {NO_FILE_YET[type]()}
        </Text>
      )}
      <UploadButton
        kind={uploadKind}
        label={uploadLabel}
        ariaLabel={m.uploadFor({ action: uploadLabel, label })}
        onUploaded={saveUploaded}
        onError={setError}
      />
      {cannotShow ? (
        <Text size="sm" c="orange.9">
          {outsideAddressRefusal}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function PdfBlockEditor(props: BlockEditorProps<FileContent>) {
  return <FileBlockEditor {...props} type="pdf" />;
}
export function AudioBlockEditor(props: BlockEditorProps<FileContent>) {
  return <FileBlockEditor {...props} type="audio" />;
}
export function PowerpointBlockEditor(props: BlockEditorProps<FileContent>) {
  return <FileBlockEditor {...props} type="powerpoint" />;
}
