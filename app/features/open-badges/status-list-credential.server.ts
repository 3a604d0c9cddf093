import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import {
  credentialTime,
  issuerIdOf,
  type OpenBadgeSettings,
  signAsIssuer,
  statusListUrlOf,
  VC_CONTEXT,
} from "./open-badge-issuer.server";
import { encodedRevocationList, readStatusListId } from "./status-list.server";

const STATUS_LIST_NOT_FOUND = "There is no status list with this number.";

/**
 * The revocation status list credential at /credentials/status/{n} (decision
 * 0100-open-badges-credentials), itself a signed VC-JOSE JWT, valid from the moment it is served.
 */
export async function buildStatusListCredential(
  db: DatabaseExecutor,
  listId: string,
  settings: OpenBadgeSettings,
  now = new Date(),
): Promise<Outcome<{ jwt: string }>> {
  const listNumber = await readStatusListId(db, listId);
  if (listNumber === undefined) return refuse("missing", STATUS_LIST_NOT_FOUND);
  const issuerId = issuerIdOf(settings);
  const url = statusListUrlOf(settings, String(listNumber));
  const validFrom = credentialTime(now);
  const credential = {
    "@context": [VC_CONTEXT],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: issuerId,
    validFrom: validFrom.text,
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: await encodedRevocationList(db, listNumber),
    },
  };
  return { ok: true, jwt: signAsIssuer({ ...credential, iss: issuerId, jti: url, nbf: validFrom.seconds }, settings) };
}
