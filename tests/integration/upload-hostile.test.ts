import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import * as enrolledUserCertificateRoute from "~/routes/cpd/enrolled-user-certificate";
import * as verifyCertificatePdfRoute from "~/routes/site/verify-certificate-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { pdfImageSizes } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { postUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/** Issue 9 item 14: image bombs, polyglots, PDFs with scripts, and stored bombs printed on certificates. */

function storedBytes(url: string): Buffer {
  return fs.readFileSync(path.join(getEnvironment().uploadDirectory, path.basename(url)));
}

async function uploadCountOf(userId: string) {
  const row = await getDb()
    .selectFrom("uploads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("owner_user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- hand-written PNGs: a bomb costs kilobytes to build, not gigabytes ----

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 1-bit greyscale PNG of zeros: 20000 × 20000 pixels deflate to about 48 KB. The rows go through
 * the compressor 64 at a time, so the 50 MB of zeros are never held at once.
 */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = Buffer.alloc(64 * rowBytes);
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const finished = new Promise((resolve) => deflate.on("end", resolve));
  for (let done = 0; done < height; done += 64) deflate.write(rows.subarray(0, Math.min(64, height - done) * rowBytes));
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const PAYLOAD = "<script>alert(document.cookie)</script>";

async function solidImage(format: "png" | "jpeg" | "gif" | "webp", width = 48, height = 32) {
  const image = sharp({ create: { width, height, channels: 3, background: "#1c4f8c" } });
  return image[format]().toBuffer();
}

describe("image bombs", () => {
  it("refuses a 20000 × 20000 PNG of 48 KB with 413 and says why; nothing is stored", async () => {
    const { cookie, ...user } = await signedInAs("student");
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(60_000);
    const { status, body } = await postUpload(cookie, bomb, "logo.png");
    expect(status).toBe(413);
    expect(body.error).toBe(
      "This image is too large to process (20000 × 20000 pixels). Images may have at most 40 megapixels (an animation counts every frame). Make it smaller and upload it again.",
    );
    expect(await uploadCountOf(user.id)).toBe(0);
  });

  it("refuses a bomb over the limit that sharp's own default (268 megapixels) would still decode", async () => {
    const { cookie } = await signedInAs("student");
    const { status, body } = await postUpload(cookie, await pngBomb(9000, 9000), "banner.png");
    expect(status).toBe(413);
    expect(body.error).toContain("(9000 × 9000 pixels)");
  });
});

describe("every image is re-encoded: polyglots lose their payload, metadata goes", () => {
  const polyglots: Array<{ format: "png" | "jpeg" | "gif" | "webp"; build: () => Promise<Buffer> }> = [
    {
      format: "gif",
      // Appended after the GIF trailer: browsers show the image, an HTML sniffer sees a page.
      build: async () => Buffer.concat([await solidImage("gif"), Buffer.from(PAYLOAD)]),
    },
    {
      format: "jpeg",
      // In a comment segment right after SOI, and again after EOI.
      build: async () => {
        const jpeg = await solidImage("jpeg");
        const comment = Buffer.from(PAYLOAD, "latin1");
        const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
        return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2), Buffer.from(PAYLOAD)]);
      },
    },
    {
      format: "png",
      // In a tEXt chunk after IHDR, and after IEND.
      build: async () => {
        const png = await solidImage("png");
        const text = pngChunk("tEXt", Buffer.from(`Comment\0${PAYLOAD}`, "latin1"));
        return Buffer.concat([png.subarray(0, 33), text, png.subarray(33), Buffer.from(PAYLOAD)]);
      },
    },
    { format: "webp", build: async () => Buffer.concat([await solidImage("webp"), Buffer.from(PAYLOAD)]) },
  ];

  for (const { format, build } of polyglots) {
    it(`stores a ${format.toUpperCase()} with a script inside as ${format.toUpperCase()} without the script`, async () => {
      const { cookie } = await signedInAs("student");
      const polyglot = await build();
      expect(polyglot.includes(PAYLOAD)).toBe(true);
      const { status, body } = await postUpload(cookie, polyglot, `picture.${format}`);
      expect(status).toBe(201);
      expect(body.contentType).toBe(`image/${format}`);
      const stored = storedBytes(body.url);
      expect(stored.includes("<script")).toBe(false);
      expect(stored.includes("alert(")).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, 48, 32]);
    });
  }

  it("keeps an animated GIF animated: its frames, their delays and the loop count", async () => {
    const { cookie } = await signedInAs("student");
    const frames = await Promise.all(
      ["#c00", "#0c0", "#00c"].map((colour) =>
        sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 200, 300] })
      .toBuffer();
    const { status, body } = await postUpload(cookie, Buffer.concat([animation, Buffer.from(PAYLOAD)]), "spinner.gif");
    expect(status).toBe(201);
    const stored = storedBytes(body.url);
    expect(stored.includes(PAYLOAD)).toBe(false);
    const metadata = await sharp(stored, { animated: true }).metadata();
    expect([metadata.format, metadata.pages, metadata.pageHeight, metadata.delay, metadata.loop]).toEqual([
      "gif",
      3,
      24,
      [100, 200, 300],
      0,
    ]);
  });

  it("turns a photo upright by its EXIF orientation, then drops the EXIF (camera, place, owner)", async () => {
    const { cookie } = await signedInAs("student");
    const photo = await sharp({ create: { width: 60, height: 20, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: "Private Person", Copyright: "GPS -26.2041 28.0473" } })
      .toBuffer();
    expect([(await sharp(photo).metadata()).orientation, photo.includes("Private Person")]).toEqual([6, true]);
    const { status, body } = await postUpload(cookie, photo, "phone.jpg");
    expect(status).toBe(201);
    const stored = storedBytes(body.url);
    expect(stored.includes("Private Person")).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
      20,
      60,
      undefined,
      undefined,
    ]);
  });

  it("does not accept SVG at all (it can carry script): 415 with the image message", async () => {
    const { cookie } = await signedInAs("instructor");
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${PAYLOAD}</svg>`;
    const { status, body } = await postUpload(cookie, new TextEncoder().encode(svg), "logo.svg");
    expect(status).toBe(415);
    expect(body.error).toBe("This file is not an image (JPEG, PNG, GIF or WebP).");
  });
});

// ---- PDFs ----

function pdfkitDocument(): Promise<Buffer> {
  const document = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on("end", () => resolve(Buffer.concat(chunks))));
  document.info.Title = "Audit checklist";
  document.fontSize(18).text("Internal audit checklist", { link: "https://example.com/iso-15189" });
  document.fontSize(11).text("1. Is the quality manual current? 2. Are nonconformities closed?");
  document.end();
  return done;
}

/** A PDF written by hand: `parts` are the objects (strings or bytes), numbered from 1. */
function handmadePdf(parts: Array<string | Buffer>): Buffer {
  const pieces: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  parts.forEach((part, index) => {
    pieces.push(Buffer.from(`${index + 1} 0 obj\n`, "latin1"), Buffer.from(part as never), Buffer.from("\nendobj\n"));
  });
  pieces.push(Buffer.from(`trailer\n<< /Size ${parts.length + 1} /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`, "latin1"));
  return Buffer.concat(pieces);
}

const CATALOG = "<< /Type /Catalog /Pages 2 0 R >>";
const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const PAGE = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>";

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** An object stream holding object 5, the way PDF 1.5 writers pack objects. */
function objectStream(packed: string, filter = "/FlateDecode", separator = "\n"): Buffer {
  const body = `5 0 ${packed}`;
  const data = filter === "/FlateDecode" ? zlib.deflateSync(Buffer.from(body)) : Buffer.from(body);
  const encoded = filter === "/ASCIIHexDecode" ? Buffer.from(`${Buffer.from(body).toString("hex")}>`) : data;
  const dictionary = `/Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${encoded.length}`;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} >>${separator}stream\n`, "latin1"),
    encoded,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

const RUN_SCRIPT = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";

describe("PDFs with scripts or actions are refused; ordinary PDFs still upload", () => {
  it("stores an ordinary PDF made by pdfkit (text, a link, compressed page content) byte for byte", async () => {
    const { cookie } = await signedInAs("instructor");
    const pdf = await pdfkitDocument();
    const { status, body } = await postUpload(cookie, pdf, "checklist.pdf", "pdf");
    expect(status).toBe(201);
    expect(body.contentType).toBe("application/pdf");
    expect(storedBytes(body.url).equals(pdf)).toBe(true);
  });

  it("stores a PDF whose objects are packed in a compressed object stream when none of them acts", async () => {
    const { cookie } = await signedInAs("instructor");
    const pdf = handmadePdf([
      CATALOG,
      PAGES,
      PAGE,
      objectStream("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
    ]);
    const { status } = await postUpload(cookie, pdf, "packed.pdf", "pdf");
    expect(status).toBe(201);
  });

  it("checks a PDF with a megabyte-long run of digits in its page content promptly (no quadratic scan)", async () => {
    const { cookie } = await signedInAs("instructor");
    const digits = Buffer.from(`${"7".repeat(1_000_000)} 0 ob 1 2 object\n`);
    const pdf = handmadePdf([CATALOG, PAGES, PAGE, stream("", digits)]);
    const started = performance.now();
    const { status } = await postUpload(cookie, pdf, "digits.pdf", "pdf");
    expect(status).toBe(201);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  const hostile: Array<{ name: string; pdf: () => Promise<Buffer> | Buffer; names: string }> = [
    {
      name: "JavaScript run on opening",
      pdf: () => handmadePdf([`<< /Type /Catalog /Pages 2 0 R /OpenAction ${RUN_SCRIPT} >>`, PAGES, PAGE]),
      names: "/JS, /JavaScript",
    },
    {
      name: "JavaScript spelt with #xx escapes",
      pdf: () =>
        handmadePdf([
          "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>",
          PAGES,
          PAGE,
        ]),
      names: "/JS, /JavaScript",
    },
    {
      name: "a program launched on opening",
      pdf: () =>
        handmadePdf(["<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>", PAGES, PAGE]),
      names: "/Launch",
    },
    {
      name: "an additional action on a page",
      pdf: () =>
        handmadePdf([
          CATALOG,
          PAGES,
          "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /AA << /O 4 0 R >> >>",
          "<< /S /URI /URI (https://evil.example/) >>",
        ]),
      names: "/AA",
    },
    {
      name: "an attached file",
      pdf: () =>
        handmadePdf([
          "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>",
          PAGES,
          PAGE,
          "<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>",
          stream("/Type /EmbeddedFile", Buffer.from("MZ not really a program")),
        ]),
      names: "/EF, /EmbeddedFile, /EmbeddedFiles",
    },
    {
      name: "an XFA form",
      pdf: () =>
        handmadePdf(["<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>", PAGES, PAGE, "[]"]),
      names: "/XFA",
    },
    {
      name: "JavaScript packed in a compressed object stream",
      pdf: () => handmadePdf([CATALOG, PAGES, PAGE, objectStream(RUN_SCRIPT)]),
      names: "/JS, /JavaScript",
    },
    {
      name: "an object stream behind a comment between >> and stream",
      pdf: () => handmadePdf([CATALOG, PAGES, PAGE, objectStream(RUN_SCRIPT, "/FlateDecode", " % note\n")]),
      names: "/JS, /JavaScript",
    },
    {
      name: "JavaScript added to a pdfkit document by an incremental update",
      pdf: async () =>
        Buffer.concat([
          await pdfkitDocument(),
          Buffer.from(`99 0 obj\n<< /Type /Catalog /OpenAction ${RUN_SCRIPT} >>\nendobj\n`, "latin1"),
        ]),
      names: "/JS, /JavaScript",
    },
  ];

  for (const { name, pdf, names } of hostile) {
    it(`refuses a PDF with ${name} (415, naming what it found)`, async () => {
      const { cookie, ...user } = await signedInAs("instructor");
      const { status, body } = await postUpload(cookie, await pdf(), "notes.pdf", "pdf");
      expect(status).toBe(415);
      expect(body.error).toBe(
        `This PDF contains scripts, automatic actions or attached files (${names}), which Campus does not accept. Save it again without them, for example with "Print to PDF", and upload that copy.`,
      );
      expect(await uploadCountOf(user.id)).toBe(0);
    });
  }

  const uninspectable: Array<{ name: string; pdf: () => Buffer }> = [
    {
      name: "an object stream in a filter Campus does not read",
      pdf: () => handmadePdf([CATALOG, PAGES, PAGE, objectStream(RUN_SCRIPT, "/ASCIIHexDecode")]),
    },
    {
      name: "an object hidden inside another stream's data (reachable through the cross-reference table)",
      pdf: () =>
        handmadePdf([CATALOG, PAGES, PAGE, stream("", Buffer.from(`BT ET\n9 0 obj\n${RUN_SCRIPT}\nendobj\n`))]),
    },
    {
      name: "a compressed object stream hidden inside a string (reachable through the cross-reference table)",
      pdf: () => {
        const escaped = objectStream(RUN_SCRIPT)
          .toString("latin1")
          .replace(/[()\\]/g, "\\$&");
        const title = `(6 0 obj\n${escaped}\nendobj\n)`;
        return handmadePdf([Buffer.from(`<< /Type /Catalog /Pages 2 0 R /Title ${title} >>`, "latin1"), PAGES, PAGE]);
      },
    },
  ];

  for (const { name, pdf } of uninspectable) {
    it(`refuses a PDF with ${name}: it cannot be checked`, async () => {
      const { cookie } = await signedInAs("instructor");
      const { status, body } = await postUpload(cookie, pdf(), "notes.pdf", "pdf");
      expect(status).toBe(415);
      expect(body.error).toBe(
        'This PDF could not be checked for scripts: part of it is packed in a way Campus cannot read. Save it again, for example with "Print to PDF", and upload that copy.',
      );
    });
  }
});

// ---- images stored before this change, printed on a public certificate ----

/** Writes bytes into the upload directory with a row, as an upload from before re-encoding was stored. */
async function storeAsBefore(bytes: Buffer, extension: string) {
  const id = createId();
  const storedName = `${id}.${extension}`;
  fs.mkdirSync(getEnvironment().uploadDirectory, { recursive: true });
  fs.writeFileSync(path.join(getEnvironment().uploadDirectory, storedName), bytes);
  await getDb()
    .insertInto("uploads")
    .values({
      id,
      stored_name: storedName,
      original_name: `old.${extension}`,
      content_type: `image/${extension}`,
      size_bytes: bytes.byteLength,
      owner_user_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return `/uploads/${storedName}`;
}

describe("a certificate never decodes an unbounded stored image", () => {
  it("leaves out a stored bomb logo and embeds a large stored signature scaled to 1,000 px", async () => {
    const instructor = await signedInAs("instructor");
    const bombUrl = await storeAsBefore(await pngBomb(9000, 9000), "png");
    const largeSignature = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const signatureUrl = await storeAsBefore(largeSignature, "png");
    const course = await insertCpdCourse(getDb(), { instructor_signature_url: signatureUrl });
    const enrolled = await insertEnrolledUser(getDb(), course.id, { name: "Ayanda Dlamini" });
    await settle(() =>
      enrolledUserCertificateRoute.action(
        routeArgs(formRequest(`/course-details/${course.id}/certificates/${enrolled.id}`, {}, instructor.cookie), {
          id: course.id,
          enrolledUserId: enrolled.id,
        }),
      ),
    );
    const certificate = await getDb()
      .updateTable("certificates")
      .set({ organization_logo_url: bombUrl })
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .returning(["verification_code"])
      .executeTakeFirstOrThrow();
    const code = certificate.verification_code;

    for (let request = 0; request < 2; request++) {
      const response = (await verifyCertificatePdfRoute.loader(
        routeArgs(pageRequest(`/verify/${code}/certificate.pdf`), { code }),
      )) as Response;
      expect(response.status).toBe(200);
      const images = pdfImageSizes(new Uint8Array(await response.arrayBuffer()));
      // The signature (scaled) and the QR code; the bomb is left out.
      expect(images).toEqual([
        { width: 1000, height: 400 },
        { width: 240, height: 240 },
      ]);
    }
  });
});
