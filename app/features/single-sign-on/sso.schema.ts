import { z } from "zod";
import { checkbox, optionalText, requiredText } from "~/lib/form-fields";
import * as m from "./messages";

/** The staff screen's intents (Admin › Companies › a company › Single sign-on). */
export const SAVE_PROVIDER_INTENT = "save-identity-provider";
export const ADD_DOMAIN_INTENT = "add-sso-domain";
export const REMOVE_DOMAIN_INTENT = "remove-sso-domain";

// i18n-exempt: product names
export const PROVIDER_KIND_LABELS = { oidc: "OpenID Connect", saml: "SAML 2.0" } as const;

const DOMAIN = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const emailDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.enterDomain() })
      .regex(DOMAIN, { error: () => m.enterDomain() }),
  );

const version = z.coerce.number().int().min(0).max(1_000_000_000);
const url = (label: () => string) =>
  optionalText(500, label).refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), {
    error: () => m.enterWebAddress({ field: label() }),
  });

export const ssoSettingsSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(SAVE_PROVIDER_INTENT),
    version,
    kind: z.enum(["oidc", "saml"], { error: () => m.chooseKind() }),
    oidcIssuer: url(() => m.issuerUrl()),
    oidcClientId: optionalText(300, () => m.clientId()),
    /** Blank keeps the secret already saved: it is never sent back to the page. */
    oidcClientSecret: optionalText(500, () => m.clientSecret()),
    oidcScopes: optionalText(300, () => m.scopes()),
    samlEntityId: optionalText(500, () => m.samlEntityId()),
    samlSsoUrl: url(() => m.samlSsoUrl()),
    samlCertificate: optionalText(10_000, () => m.samlCertificate()),
    requireSso: checkbox(),
  }),
  z.object({ intent: z.literal(ADD_DOMAIN_INTENT), domain: emailDomainField }),
  z.object({ intent: z.literal(REMOVE_DOMAIN_INTENT), domainId: requiredText(40) }),
]);

export type SsoSettingsInput = z.infer<typeof ssoSettingsSchema>;
export type SaveProviderInput = Extract<SsoSettingsInput, { intent: typeof SAVE_PROVIDER_INTENT }>;
