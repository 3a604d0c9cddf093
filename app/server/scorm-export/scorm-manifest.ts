/**
 * imsmanifest.xml for a SCORM 1.2 package (decision 0099-scorm-export): IMS Content Packaging 1.1.2
 * with ADL's adlcp extension, one organisation holding one item, which launches the one SCO (the
 * player, index.html) whose resource lists every file of the package. The schema files are not
 * bundled: LMSs (Moodle among them) read the namespaces, not the .xsd files.
 */

const IMSCP_NAMESPACE = "http://www.imsproject.org/xsd/imscp_rootv1p1p2";
const ADLCP_NAMESPACE = "http://www.adlnet.org/xsd/adlcp_rootv1p2";
const IMSMD_NAMESPACE = "http://www.imsglobal.org/xsd/imsmd_rootv1p2p1";
const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";

const SCHEMA_LOCATIONS = [
  `${IMSCP_NAMESPACE} imscp_rootv1p1p2.xsd`,
  `${IMSMD_NAMESPACE} imsmd_rootv1p2p1.xsd`,
  `${ADLCP_NAMESPACE} adlcp_rootv1p2.xsd`,
].join(" ");

export interface ManifestInput {
  /** Campus's course id: identifiers are made from it, so a re-export keeps them. */
  courseId: string;
  title: string;
  /** The SCO's launch file. */
  launch: string;
  /** Every file in the package but the manifest itself. */
  files: readonly string[];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 cannot hold at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");

/** An XML NCName from a Campus id (ids may start with a digit, which an identifier may not). */
const identifier = (prefix: string, id: string) => `${prefix}-${id.replace(/[^A-Za-z0-9_.-]/g, "_")}`;

export function scormManifest({ courseId, title, launch, files }: ManifestInput): string {
  const manifestId = identifier("CAMPUS-COURSE", courseId);
  const organisationId = identifier("ORG", courseId);
  const itemId = identifier("ITEM", courseId);
  const resourceId = identifier("SCO", courseId);
  const name = escapeXml(title);
  const fileLines = files.map((file) => `        <file href="${escapeXml(file)}"/>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${manifestId}" version="1.0"
    xmlns="${IMSCP_NAMESPACE}"
    xmlns:adlcp="${ADLCP_NAMESPACE}"
    xmlns:imsmd="${IMSMD_NAMESPACE}"
    xmlns:xsi="${XSI_NAMESPACE}"
    xsi:schemaLocation="${SCHEMA_LOCATIONS}">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
    <imsmd:lom>
      <imsmd:general>
        <imsmd:title>
          <imsmd:langstring xml:lang="en">${name}</imsmd:langstring>
        </imsmd:title>
      </imsmd:general>
    </imsmd:lom>
  </metadata>
  <organizations default="${organisationId}">
    <organization identifier="${organisationId}">
      <title>${name}</title>
      <item identifier="${itemId}" identifierref="${resourceId}" isvisible="true">
        <title>${name}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${resourceId}" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(launch)}">
${fileLines}
    </resource>
  </resources>
</manifest>
`;
}
