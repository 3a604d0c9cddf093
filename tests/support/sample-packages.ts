import { strToU8, type Zippable, zipSync } from "fflate";

/**
 * SCORM packages built in the test (decision 0097-scorm-content-packages): the smallest real
 * manifests of SCORM 1.2 and 2004 (one SCO each, and a 2004 package of two SCOs), zipped with fflate.
 */

export const SCO_PAGE = `<!DOCTYPE html>
<html><head><title>Lesson</title><script src="sco.js"></script></head>
<body><h1>ISO 9001 in brief</h1><button id="finish" type="button">Finish</button></body></html>`;

export function scorm12Manifest({ masteryScore }: { masteryScore?: number } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="iso9001-12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>ISO 9001 in brief</title>
      <item identifier="item1" identifierref="res1">
        <title>Introduction</title>${masteryScore === undefined ? "" : `<adlcp:masteryscore>${masteryScore}</adlcp:masteryscore>`}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/><file href="sco.js"/>
    </resource>
  </resources>
</manifest>`;
}

export function scorm2004Manifest(
  scos: Array<{ id: string; title: string; href: string; minNormalizedMeasure?: number }>,
  { base = "" }: { base?: string } = {},
): string {
  const items = scos
    .map(
      (sco) =>
        `<item identifier="${sco.id}" identifierref="r-${sco.id}"><title>${sco.title}</title>${
          sco.minNormalizedMeasure === undefined
            ? ""
            : `<imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>${sco.minNormalizedMeasure}</imsss:minNormalizedMeasure></imsss:primaryObjective></imsss:objectives></imsss:sequencing>`
        }</item>`,
    )
    .join("\n");
  const resources = scos
    .map(
      (sco) =>
        `<resource identifier="r-${sco.id}" type="webcontent" adlcp:scormType="sco" href="${sco.href}"><file href="${sco.href}"/></resource>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="iso-2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o">
    <organization identifier="o">
      <title>Internal auditing</title>
      <item identifier="module" ><title>Module 1</title>
      ${items}
      </item>
    </organization>
  </organizations>
  <resources${base ? ` xml:base="${base}"` : ""}>
    ${resources}
  </resources>
</manifest>`;
}

export function zipPackage(files: Record<string, string | Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files))
    zippable[name] = typeof content === "string" ? strToU8(content) : content;
  return zipSync(zippable);
}

/** SCORM 1.2, one SCO (index.html and its script). */
export function scorm12Package(options: { masteryScore?: number } = {}): Uint8Array {
  return zipPackage({
    "imsmanifest.xml": scorm12Manifest(options),
    "index.html": SCO_PAGE,
    "sco.js": "window.addEventListener('load', function () { /* the SCO's own code */ });",
  });
}

/** SCORM 2004 4th edition, one SCO with a scaled passing score of 0.8. */
export function scorm2004Package(): Uint8Array {
  return zipPackage({
    "imsmanifest.xml": scorm2004Manifest([
      { id: "intro", title: "Audit principles", href: "intro.html", minNormalizedMeasure: 0.8 },
    ]),
    "intro.html": SCO_PAGE,
  });
}

/** SCORM 2004, two SCOs under one module, their files under content/ (xml:base). */
export function multiScoPackage(): Uint8Array {
  return zipPackage({
    "imsmanifest.xml": scorm2004Manifest(
      [
        { id: "plan", title: "Planning the audit", href: "plan.html" },
        { id: "report", title: "Reporting findings", href: "report.html" },
      ],
      { base: "content/" },
    ),
    "content/plan.html": SCO_PAGE,
    "content/report.html": SCO_PAGE,
  });
}
