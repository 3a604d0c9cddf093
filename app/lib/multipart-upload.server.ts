import crypto from "node:crypto";
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import * as m from "./messages";
import { type Refusal, refuse } from "./refusal";
import {
  formContentTypeRefusal,
  isBodyTooLarge,
  missingBoundaryMessage,
  nulByteMessage,
  readFormData,
} from "./request-body.server";

/**
 * Reads a form that carries one file (multipart/form-data, as a browser's FormData sends it) as a
 * stream: the file part goes straight to a temporary file on disk while its bytes are counted, and
 * the request is refused as soon as the file passes its limit. Nothing of the body is held in
 * memory but the small text fields, so three parallel 1 GB uploads cost the server no more than
 * three small ones (Request.formData(), by contrast, holds the whole body until it is complete).
 *
 * The caller owns the temporary file of a successful read and removes it with discardReceivedFile
 * when done; on every refusal or error the file is removed here.
 */

export interface ReceivedFile {
  /** The temporary file holding the part's bytes, in the directory given. */
  path: string;
  /** The file name the browser sent (without folders), possibly empty. */
  fileName: string;
  size: number;
}

export interface MultipartUpload {
  /** Text fields by name; the first value wins, as FormData.get does. */
  fields: Map<string, string>;
  /** The first part named `fileField`, or null when there is none. */
  file: ReceivedFile | null;
  /** Every kept part named `fileField` (with `maxFiles`: those with a file name, in order). */
  files: ReceivedFile[];
}

export interface MultipartUploadOptions {
  /** The name of the file part to keep; other file parts are read past and dropped. */
  fileField: string;
  /** Where the temporary file is written (created if missing). */
  directory: string;
  /** A larger file is refused ("too-large") at its first byte over. */
  maxFileBytes: number;
  /** The message of that refusal, also used when the server stops the body at its own limit. */
  fileTooLargeMessage: string;
  /**
   * Keep up to this many parts of `fileField` (default 1; parts without a file name, which a
   * browser sends for an empty file input, are then skipped). One more is refused ("too-large").
   */
  maxFiles?: number;
  tooManyFilesMessage?: string;
}

/** The text fields of an upload are a kind and a name: a little room, and no more. */
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_FIELDS = 32;

const fieldsTooLargeMessage = () => m.uploadFieldsTooLarge();

const unreadableMessage = () => m.uploadUnreadable();

const badPartHeaderMessage = () => m.uploadBadPartHeader();

export async function readMultipartUpload(
  request: Request,
  options: MultipartUploadOptions,
): Promise<({ ok: true } & MultipartUpload) | Refusal> {
  const typeRefusal = formContentTypeRefusal(request);
  if (typeRefusal) return typeRefusal;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      // Browsers send file names as UTF-8, as Request.formData() reads them.
      defParamCharset: "utf8",
      // busboy reports its limit when a file reaches it, so one byte more means "over".
      limits: { fileSize: options.maxFileBytes + 1, fieldSize: MAX_FIELD_BYTES + 1, fields: MAX_FIELDS },
    });
  } catch {
    return refuse("invalid", missingBoundaryMessage());
  }
  await fsPromises.mkdir(options.directory, { recursive: true });
  return new UploadReader(request, parser, options).read();
}

/**
 * Drops a file part's bytes. busboy destroys the part's stream with its own error when the form turns
 * out broken (it ends in the middle of the part): the outcome comes from the parser's error, and this
 * listener keeps that 'error' event from going unheard, which would end the process.
 */
function readPast(stream: Readable) {
  stream.on("error", () => {});
  stream.resume();
}

/** Removes the temporary file of a read upload (nothing if it is already gone). */
export async function discardReceivedFile(file: ReceivedFile | null): Promise<void> {
  if (file) await fsPromises.rm(file.path, { force: true });
}

type ReadOutcome = ({ ok: true } & MultipartUpload) | Refusal;

/** One read of one request: the parser's events, the file being written, and the one outcome. */
class UploadReader {
  private readonly body: Readable;
  private readonly fields = new Map<string, string>();
  private readonly files: ReceivedFile[] = [];
  private fileWritten: Promise<void> = Promise.resolve();
  private settle: (outcome: ReadOutcome) => void = () => {};
  private isSettled = false;
  private readonly request: Request;
  private readonly parser: busboy.Busboy;
  private readonly options: MultipartUploadOptions;

  constructor(request: Request, parser: busboy.Busboy, options: MultipartUploadOptions) {
    this.request = request;
    this.parser = parser;
    this.options = options;
    this.body = request.body
      ? Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>)
      : Readable.from([]);
  }

  read(): Promise<ReadOutcome> {
    const outcome = new Promise<ReadOutcome>((resolve) => {
      this.settle = resolve;
    });
    // A part may come without a name, and a file part without a file name.
    this.parser.on("field", (name, value, info) => this.onField(name ?? "", value, info.valueTruncated));
    this.parser.on("file", (name, stream, info) => this.onFile(name ?? "", stream, info.filename ?? ""));
    this.parser.on("fieldsLimit", () => void this.finish(refuse("invalid", fieldsTooLargeMessage())));
    pipeline(this.body, this.parser).then(
      () => this.onBodyRead(),
      (error: unknown) => this.finish(this.unreadable(error)),
    );
    return outcome;
  }

  private onField(name: string, value: string, isTruncated: boolean) {
    if (name.includes("\u0000") || value.includes("\u0000"))
      return void this.finish(refuse("invalid", nulByteMessage()));
    if (isTruncated) return void this.finish(refuse("invalid", fieldsTooLargeMessage()));
    if (!this.fields.has(name)) this.fields.set(name, value);
  }

  private onFile(name: string, stream: Readable, fileName: string) {
    if (name.includes("\u0000") || fileName.includes("\u0000")) {
      readPast(stream);
      return void this.finish(refuse("invalid", nulByteMessage()));
    }
    const { maxFiles } = this.options;
    const isMany = maxFiles !== undefined;
    if (this.isSettled || name !== this.options.fileField || (isMany && fileName === "")) {
      // Another file part, an empty file input, or one after a refusal: read past it, keep nothing.
      readPast(stream);
      return;
    }
    if (this.files.length >= (maxFiles ?? 1)) {
      readPast(stream);
      if (!isMany) return;
      return void this.finish(refuse("too-large", this.options.tooManyFilesMessage ?? fieldsTooLargeMessage()));
    }
    const file: ReceivedFile = {
      path: path.join(this.options.directory, `${crypto.randomUUID()}.part`),
      fileName,
      size: 0,
    };
    this.files.push(file);
    stream.on("limit", () => void this.finish(refuse("too-large", this.options.fileTooLargeMessage)));
    const destination = fs.createWriteStream(file.path, { flags: "wx" });
    const previous = this.fileWritten;
    const written = pipeline(stream, destination).then(() => {
      file.size = destination.bytesWritten;
    });
    this.fileWritten = Promise.all([previous, written]).then(() => undefined);
    // Failures show in onBodyRead or were already answered; this only keeps them from going unhandled.
    this.fileWritten.catch(() => {});
  }

  private async onBodyRead() {
    try {
      await this.fileWritten;
    } catch (error) {
      return this.finish(this.unreadable(error));
    }
    await this.finish({ ok: true, fields: this.fields, file: this.files[0] ?? null, files: this.files });
  }

  private unreadable(error: unknown): Refusal {
    if (isBodyTooLarge(error) || isBodyTooLarge(this.request.signal.reason)) {
      return refuse("too-large", this.options.fileTooLargeMessage);
    }
    // busboy names no byte; NUL is the one a browser's file or field name can carry into a header.
    if (error instanceof Error && error.message === "Malformed part header") {
      return refuse("invalid", badPartHeaderMessage());
    }
    return refuse("invalid", unreadableMessage());
  }

  /** The first outcome wins; a refusal stops reading the request and removes the file. */
  private async finish(outcome: ReadOutcome) {
    if (this.isSettled) return;
    this.isSettled = true;
    if (!outcome.ok) {
      // Stop reading: the rest of the body is never buffered, and the write stream is closed.
      this.body.destroy();
      this.parser.destroy();
      await this.fileWritten.catch(() => {});
      for (const file of this.files) await discardReceivedFile(file);
    }
    this.settle(outcome);
  }
}

/**
 * A page whose one form posts a file (an import) and whose other forms post plain fields (rename,
 * match, ignore): multipart is read as a stream with the file to disk, anything else as a plain
 * form; either way the caller gets the text fields and the file (null without one).
 */
export async function readFieldsAndOptionalFile(
  request: Request,
  options: MultipartUploadOptions,
): Promise<{ ok: true; fields: Record<string, string>; file: ReceivedFile | null } | Refusal> {
  // i18n-exempt: a media type, not words
  const isMultipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (isMultipart) {
    const received = await readMultipartUpload(request, options);
    if (!received.ok) return received;
    return { ok: true, fields: Object.fromEntries(received.fields), file: received.file };
  }
  const formData = await readFormData(request);
  const fields = Object.fromEntries(
    [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return { ok: true, fields, file: null };
}
