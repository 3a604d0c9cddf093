import { loadFflate } from "./heavy-modules.server";

/**
 * Downloads that bundle stored files (the company audit, a learner's portfolio, a SCORM export) are
 * one ZIP streamed as the reader asks for more (backpressure): an entry's bytes are made or read
 * from storage only when the stream reaches it, and a stream entry (a long video) is copied a chunk
 * at a time, so memory holds one piece at a time however big the download. One mechanism so the
 * three downloads keep the same limits on memory and the same handling of a cancelled download.
 */

export interface ZipStreamEntry {
  /** The path inside the ZIP. */
  name: string;
  /** Deflate it; false for what is compressed already (PDF, images, media): stored as it is. */
  compress: boolean;
  /** Called only when the stream reaches this entry: bytes, or a stream copied chunk by chunk. */
  data: () => Promise<Uint8Array | ReadableStream<Uint8Array>> | Uint8Array | ReadableStream<Uint8Array>;
}

export async function zipStreamOnDemand(entries: readonly ZipStreamEntry[]): Promise<ReadableStream<Uint8Array>> {
  const { Zip, ZipDeflate, ZipPassThrough } = await loadFflate();
  let zip: InstanceType<typeof Zip>;
  let produced = 0;
  let next = 0;
  let copying: {
    file: InstanceType<typeof ZipDeflate> | InstanceType<typeof ZipPassThrough>;
    reader: ReadableStreamDefaultReader<Uint8Array>;
  } | null = null;

  /** Adds one more piece to the ZIP: a whole entry, a chunk of a streamed entry, or the end. */
  async function step(): Promise<boolean> {
    if (copying) {
      const { done, value } = await copying.reader.read();
      if (done) {
        copying.file.push(new Uint8Array(0), true);
        copying = null;
      } else copying.file.push(value, false);
      return true;
    }
    const entry = entries[next];
    if (!entry) {
      zip.end();
      return false;
    }
    next += 1;
    const data = await entry.data();
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    zip.add(file);
    if (data instanceof Uint8Array) file.push(data, true);
    else copying = { file, reader: data.getReader() };
    return true;
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        produced += 1;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      // Until something reached the reader: a pull that enqueues nothing would not be called again.
      const before = produced;
      while (produced === before) {
        if (!(await step())) return;
      }
    },
    async cancel() {
      await copying?.reader.cancel();
    },
  });
}
