import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getEnvironment } from "~/lib/env.server";
import * as uploadDeleteRoute from "~/routes/resources/upload-delete";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import { routeArgs, settle } from "~tests/support/requests";
import { postUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/** Random pixels compress badly, so a 1,400 px PNG is well over 2,000,000 bytes. */
async function largeNoisyPng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919 + (index >> 3) * 104729) % 251;
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
}

describe("uploads", () => {
  it("scales an image of 2,000,000 bytes or more to 800 px on its longest side, as JPEG", async () => {
    const { cookie } = await signedInAs("student");
    const png = await largeNoisyPng(1600, 1000);
    expect(png.byteLength).toBeGreaterThanOrEqual(2_000_000);
    const { status, body } = await postUpload(cookie, png, "site-photo.png");
    expect(status).toBe(201);
    expect(body.contentType).toBe("image/jpeg");
    expect(body.url).toMatch(/^\/uploads\/\w+\.jpg$/);
    const stored = fs.readFileSync(`${getEnvironment().uploadDirectory}/${body.url.split("/").pop()}`);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(800);
  });

  it("keeps a smaller image's format and size (re-encoded, decision 0017) and serves it with its true type and nosniff", async () => {
    const { cookie } = await signedInAs("student");
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123d74" } })
        .png()
        .toBuffer(),
    );
    const { status, body } = await postUpload(cookie, png, "badge.png");
    expect(status).toBe(201);
    const response = (await uploadFileRoute.loader(
      routeArgs(new Request(`http://localhost:3000${body.url}`), { storedName: body.url.split("/").pop() ?? "" }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served).toEqual(
      new Uint8Array(fs.readFileSync(`${getEnvironment().uploadDirectory}/${body.url.split("/").pop()}`)),
    );
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 40, 30]);
  });

  it("judges the type by the bytes, not the name", async () => {
    const { cookie } = await signedInAs("student");
    const script = new TextEncoder().encode("<script>alert('not an image')</script>");
    const { status, body } = await postUpload(cookie, script, "holiday.png");
    expect(status).toBe(415);
    expect(body.error).toBe("This file is not an image (JPEG, PNG, GIF or WebP).");
  });

  it("says 'File too big' over the size limit", async () => {
    const { cookie } = await signedInAs("student");
    const tooBig = new Uint8Array(getEnvironment().UPLOAD_MAX_BYTES + 1);
    const { status, body } = await postUpload(cookie, tooBig, "huge.png");
    expect(status).toBe(413);
    expect(body.error).toBe("File too big");
  });

  it("lets only the uploader or an admin delete a file", async () => {
    const owner = await signedInAs("student");
    const other = await signedInAs("student");
    const admin = await signedInAs("admin");
    const png = new Uint8Array(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const { body } = await postUpload(owner.cookie, png, "mine.png");
    const deleteAs = (cookie: string) =>
      uploadDeleteRoute.action(
        routeArgs(
          new Request(`http://localhost:3000/api/uploads/${body.id}`, {
            method: "DELETE",
            headers: { Cookie: cookie },
          }),
          { uploadId: body.id },
        ),
      ) as Promise<{ init: { status: number } | null }>;
    expect((await deleteAs(other.cookie)).init?.status).toBe(403);
    expect((await deleteAs(admin.cookie)).init?.status ?? 200).toBe(200);
    const gone = await settle(() =>
      uploadFileRoute.loader(
        routeArgs(new Request(`http://localhost:3000${body.url}`), { storedName: body.url.split("/").pop() ?? "" }),
      ),
    );
    expect((gone as Response).status).toBe(404);
  });

  it("keeps course files for instructors and admins", async () => {
    const { cookie } = await signedInAs("student");
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    const { status, body } = await postUpload(cookie, pdf, "notes.pdf", "pdf");
    expect(status).toBe(403);
    expect(body.error).toBe("Only instructors and admins can upload course files.");
  });
});
