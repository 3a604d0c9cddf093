import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { ScormCourse } from "./scorm-course";
import { buildScormPackage, hasLessons } from "./scorm-package";

/** The package builder (decision 0099-scorm-export): the manifest an LMS reads, and the files it names. */

const COURSE: ScormCourse = {
  id: "c1",
  name: "Quality & <Safety> 101",
  title: "Plan, run and report",
  descriptionHtml: '<p>Intro <img src="/uploads/cover.png" alt=""></p>',
  chapters: [
    {
      id: "ch1",
      title: "Chapter one",
      lessons: [
        {
          id: "l1",
          title: "Lesson one",
          blocks: [
            {
              kind: "text",
              title: "",
              html: '<p><img src="/uploads/here.png" alt="a"><img src="/uploads/gone.png"></p>',
            },
            { kind: "file", title: "Slides", fileKind: "pdf", url: "/uploads/slides.pdf", fileName: "slides.pdf" },
            { kind: "file", title: "Talk", fileKind: "audio", url: "/uploads/talk.mp3", fileName: "talk.mp3" },
          ],
        },
        {
          id: "l2",
          title: "Lesson two",
          blocks: [
            {
              kind: "quiz",
              title: "Check",
              passMark: 50,
              fromBank: false,
              leftOut: 0,
              questions: [
                {
                  id: "q",
                  promptHtml: "<p>Which?</p>",
                  points: 1,
                  multiple: false,
                  options: [
                    { id: "a", html: "A", isCorrect: true },
                    { id: "b", html: "B", isCorrect: false },
                  ],
                },
              ],
            },
            { kind: "unavailable", title: "Feedback", what: "survey" },
          ],
        },
      ],
    },
    { id: "ch2", title: "Chapter two", lessons: [{ id: "l3", title: "Lesson three", blocks: [] }] },
  ],
};

const STORED = new Set(["cover.png", "here.png", "slides.pdf"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  isArray: (name) => name === "file",
});

function manifestOf(course = COURSE, stored = STORED) {
  const built = buildScormPackage(course, stored);
  const xml = built.texts.find((text) => text.path === "imsmanifest.xml")?.content ?? "";
  return { built, xml, manifest: parser.parse(xml).manifest };
}

describe("the SCORM 1.2 package", () => {
  it("has a manifest with the IMS CP 1.1.2 and ADL namespaces, schema version 1.2 and the course's title", () => {
    const { xml, manifest } = manifestOf();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(manifest["@_xmlns"]).toBe("http://www.imsproject.org/xsd/imscp_rootv1p1p2");
    expect(manifest["@_xmlns:adlcp"]).toBe("http://www.adlnet.org/xsd/adlcp_rootv1p2");
    expect(manifest.metadata.schema).toBe("ADL SCORM");
    expect(String(manifest.metadata.schemaversion)).toBe("1.2");
    expect(manifest.metadata["imsmd:lom"]["imsmd:general"]["imsmd:title"]["imsmd:langstring"]["#text"]).toBe(
      "Quality & <Safety> 101",
    );
  });

  it("has one organisation whose one item launches the one SCO, with unique identifiers", () => {
    const { manifest } = manifestOf();
    const organisation = manifest.organizations.organization;
    expect(Array.isArray(organisation)).toBe(false);
    expect(manifest.organizations["@_default"]).toBe(organisation["@_identifier"]);
    expect(organisation.title).toBe("Quality & <Safety> 101");
    const item = organisation.item;
    expect(Array.isArray(item)).toBe(false);
    const resource = manifest.resources.resource;
    expect(Array.isArray(resource)).toBe(false);
    expect(item["@_identifierref"]).toBe(resource["@_identifier"]);
    expect(resource["@_adlcp:scormtype"]).toBe("sco");
    expect(resource["@_type"]).toBe("webcontent");
    expect(resource["@_href"]).toBe("index.html");
    const identifiers = [
      manifest["@_identifier"],
      organisation["@_identifier"],
      item["@_identifier"],
      resource["@_identifier"],
    ];
    expect(new Set(identifiers).size).toBe(identifiers.length);
    for (const identifier of identifiers) expect(identifier).toMatch(/^[A-Za-z_][A-Za-z0-9_.-]*$/);
  });

  it("lists every file of the package, and only those: uploads that storage lacks stay out", () => {
    const { built, manifest } = manifestOf();
    const listed: string[] = manifest.resources.resource.file.map((file: { "@_href": string }) => file["@_href"]);
    const inPackage = [...built.texts.map((text) => text.path), ...built.copies.map((copy) => copy.path)];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(inPackage.filter((path) => path !== "imsmanifest.xml").sort());
    expect(listed).toEqual(expect.arrayContaining(["index.html", "player.js", "player.css", "course-data.js"]));
    expect(built.copies).toEqual(
      expect.arrayContaining([
        { path: "files/cover.png", storedName: "cover.png" },
        { path: "files/here.png", storedName: "here.png" },
        { path: "files/slides.pdf", storedName: "slides.pdf" },
      ]),
    );
    expect(built.copies).toHaveLength(3);
  });

  it("points the content at the package's files and marks the missing ones for the player", () => {
    const { built } = manifestOf();
    const data = built.texts.find((text) => text.path === "course-data.js")?.content ?? "";
    expect(data).toContain('src=\\"files/here.png\\"');
    expect(data).toContain('data-missing-file=\\"gone.png\\"');
    expect(data).toContain('"missingFiles":1');
    expect(data).not.toContain("/uploads/");
    expect(data).not.toContain("<");
    const course = JSON.parse(
      data
        .slice(data.indexOf("=") + 1)
        .trim()
        .replace(/;$/, ""),
    );
    const [, pdf, audio] = course.chapters[0].lessons[0].blocks;
    expect(pdf).toMatchObject({ href: "files/slides.pdf", isMissing: false });
    expect(audio).toMatchObject({ href: null, isMissing: true });
    expect(course.chapters[0].lessons[1].blocks[0].key).toBe("q1");
  });

  it("carries the player's script and stylesheet", () => {
    const { built } = manifestOf();
    const text = (path: string) => built.texts.find((file) => file.path === path)?.content ?? "";
    expect(text("player.js")).toContain("LMSInitialize");
    expect(text("player.css")).toContain(".lesson {");
    expect(text("index.html")).toContain('<link rel="stylesheet" href="player.css">');
    expect(text("index.html")).toContain("<title>Quality &amp; &lt;Safety&gt; 101</title>");
  });

  it("needs a lesson", () => {
    expect(hasLessons(COURSE)).toBe(true);
    expect(hasLessons({ ...COURSE, chapters: [{ id: "c", title: "Empty", lessons: [] }] })).toBe(false);
  });
});
