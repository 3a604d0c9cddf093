/**
 * npm run badges:rotate-key: a new Open Badges issuer key (decision 0100-open-badges-credentials). The new key
 * signs every credential from now on; the older public keys stay in the issuer profile, so
 * credentials signed before still verify. Prints the new key's id, never a private key.
 */
import { rotateIssuerKey } from "../app/features/open-badges/issuer-keys.server.ts";
import { describeInvalidEnvironment, getEnvironment, InvalidEnvironmentError } from "../app/lib/env.server.ts";

try {
  const environment = getEnvironment();
  const rotated = rotateIssuerKey({
    dataDirectory: environment.dataDirectory,
    issuerKey: environment.OPEN_BADGES_ISSUER_KEY,
  });
  console.log(
    `New Open Badges signing key ${rotated.keyId}; ${rotated.publishedKeys} public keys published at /credentials/issuer.`,
  );
} catch (error) {
  console.error(
    error instanceof InvalidEnvironmentError ? describeInvalidEnvironment(error) : (error as Error).message,
  );
  process.exitCode = 1;
}
