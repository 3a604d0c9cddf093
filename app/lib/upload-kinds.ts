import * as m from "./messages";

/** What each upload input accepts. The server decides from the file's bytes, never from its name. */
export const UPLOAD_KINDS = {
  image: {
    get label() {
      return m.uploadKindImage();
    },
    mimeTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  },
  pdf: {
    get label() {
      return m.uploadKindPdf();
    },
    mimeTypes: ["application/pdf"],
  },
  audio: {
    get label() {
      return m.uploadKindAudio();
    },
    mimeTypes: ["audio/mpeg", "audio/wav", "audio/x-wav", "audio/ogg", "audio/x-m4a", "audio/mp4", "audio/aac"],
  },
  video: {
    get label() {
      return m.uploadKindVideo();
    },
    mimeTypes: ["video/mp4", "video/webm", "video/quicktime"],
  },
  presentation: {
    get label() {
      return m.uploadKindPresentation();
    },
    mimeTypes: [
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "application/vnd.ms-powerpoint",
    ],
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === "string" && value in UPLOAD_KINDS;
}

/** The `accept` attribute of a file input for this kind (a hint for the picker; the server checks again). */
export function acceptAttributeFor(kind: UploadKind): string {
  if (kind === "image") return "image/png,image/jpeg,image/gif,image/webp";
  if (kind === "presentation") return ".pptx,.ppt";
  return UPLOAD_KINDS[kind].mimeTypes.join(",");
}

/** "File too big", in the language of the request. */
export const fileTooBigMessage = () => m.fileTooBig();

/**
 * An image address a form may store: a file uploaded here (/api/uploads checked its bytes and
 * re-encoded it), named as the upload names it. Schemas check this shape; the save checks the
 * uploads table too (lib/uploaded-image.server.ts), so a made-up name is refused.
 */
export const UPLOADED_IMAGE_URL = /^\/uploads\/[\w-]+\.(png|jpe?g|webp|gif)$/;
