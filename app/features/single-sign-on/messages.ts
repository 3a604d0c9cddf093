// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const providerUnreachable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens kon nie bereik word nie. Probeer oor 'n paar minute weer.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayitholakalanga. Zama futhi emva kwemizuzu embalwa.` : `The company's sign-in service could not be reached. Try again in a few minutes.`;
export const providerRefused = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het nie bevestig wie u is nie. Begin weer by Meld aan.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayiqinisekisanga ukuthi ungubani. Qala kabusha ku-Ngena.` : `The company's sign-in service did not confirm who you are. Start again from Sign in.`;
export const linkUsed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aanmeldskakel is reeds gebruik of het verval. Begin weer by Meld aan.` : locale === "zu" ? `Lesi sixhumanisi sokungena sesivele sisetshenzisiwe noma siphelelwe yisikhathi. Qala kabusha ku-Ngena.` : `This sign-in link has already been used or has expired. Start again from Sign in.`;
export const answerUsed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aanmeldantwoord is reeds gebruik of het verval. Begin weer by Meld aan.` : locale === "zu" ? `Le mpendulo yokungena isivele isetshenzisiwe noma iphelelwe yisikhathi. Qala kabusha ku-Ngena.` : `This sign-in answer has already been used or has expired. Start again from Sign in.`;
export const providerSaidNo = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het die aanmelding geweier: ${values.reason}` : locale === "zu" ? `Insizakalo yokungena yenkampani yenqabile ukungena: ${values.reason}` : `The company's sign-in service refused the sign-in: ${values.reason}`;
export const noEmailSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het nie u e-posadres gestuur nie.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayilithumelanga ikheli lakho le-imeyili.` : `The company's sign-in service did not send your email address.`;
export const emailNotVerified = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens sê u e-posadres is nie geverifieer nie.` : locale === "zu" ? `Insizakalo yokungena yenkampani ithi ikheli lakho le-imeyili alikaqinisekiswa.` : `The company's sign-in service says your email address is not verified.`;
export const notSetUp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens is nog nie opgestel nie. Vra u IT-span.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayikasethwa. Buza ithimba lakho le-IT.` : `The company's sign-in service is not set up yet. Ask your IT team.`;
export const companySignInInstead = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.company} meld sy mense aan met die maatskappyrekening. Gebruik Gaan voort met u e-posadres om deur ${values.company} se aanmeldbladsy aan te meld.` : locale === "zu" ? `I-${values.company} ingenisa abantu bayo nge-akhawunti yenkampani. Sebenzisa u-Qhubeka nekheli lakho le-imeyili ukuze ungene ngekhasi lokungena le-${values.company}.` : `${values.company} signs its people in with the company account. Use Continue with your email address to sign in through ${values.company}'s sign-in page.`;
export const settingsTitle = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkelaanmelding: ${values.company}` : locale === "zu" ? `Ukungena kanye: ${values.company}` : `Single sign-on: ${values.company}`;
export const itTeamTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir die maatskappy se IT-span` : locale === "zu" ? `Okweqembu le-IT lenkampani` : `For the company's IT team`;
export const itTeamIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee dit aan die persoon wat Campus in die maatskappy se identiteitsverskaffer opstel.` : locale === "zu" ? `Nikeza lokhu kumuntu ohlela i-Campus kumhlinzeki wobunikazi wenkampani.` : `Give these to the person who sets Campus up in the company's identity provider.`;
export const itRedirectUri = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herleidings-URI (OpenID Connect)` : locale === "zu" ? `I-URI yokuqondisa kabusha (OpenID Connect)` : `Redirect URI (OpenID Connect)`;
export const itEntityId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Entiteit-ID (SAML)` : locale === "zu" ? `I-ID yebhizinisi (SAML)` : `Entity ID (SAML)`;
export const itAcsUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ACS-URL, antwoord-URL (SAML)` : locale === "zu" ? `I-URL ye-ACS, i-URL yempendulo (SAML)` : `ACS URL, Reply URL (SAML)`;
export const itMetadataUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SP-metadata-URL (SAML)` : locale === "zu" ? `I-URL ye-metadata ye-SP (SAML)` : `SP metadata URL (SAML)`;
export const domainsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-posdomeine` : locale === "zu" ? `Izizinda ze-imeyili` : `Email domains`;
export const domainsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Mense wie se adres op een van hierdie domeine eindig, meld deur hierdie maatskappy aan.` : locale === "zu" ? `Abantu abanekheli eliphela ngesinye salezi zizinda bangena ngale nkampani.` : `People whose address ends in one of these domains sign in through this company.`;
export const noDomains = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen domeine nie.` : locale === "zu" ? `Azikho izizinda okwamanje.` : `No domains yet.`;
export const removeDomainLabel = (values: { domain: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.domain}` : locale === "zu" ? `Susa u-${values.domain}` : `Remove ${values.domain}`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const domainLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-posdomein` : locale === "zu" ? `Isizinda se-imeyili` : `Email domain`;
export const addDomain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg domein by` : locale === "zu" ? `Engeza isizinda` : `Add domain`;
export const providerTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Identiteitsverskaffer` : locale === "zu" ? `Umhlinzeki wobunikazi` : `Identity provider`;
export const providerSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Identiteitsverskaffer gestoor` : locale === "zu" ? `Umhlinzeki wobunikazi ulondoloziwe` : `Identity provider saved`;
export const providerKindLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort identiteitsverskaffer` : locale === "zu" ? `Uhlobo lomhlinzeki wobunikazi` : `Type of identity provider`;
export const oidcHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `OpenID Connect (Entra ID, Google Workspace, Okta)` : locale === "zu" ? `OpenID Connect (Entra ID, Google Workspace, Okta)` : `OpenID Connect (Entra ID, Google Workspace, Okta)`;
export const issuerUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitreiker-URL` : locale === "zu" ? `I-URL yomkhiphi` : `Issuer URL`;
export const issuerUrlHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus lees die verskaffer se instellings uit sy ontdekkingsdokument (/.well-known/openid-configuration).` : locale === "zu" ? `I-Campus ifunda izilungiselelo zomhlinzeki kumbhalo wayo wokuthola (/.well-known/openid-configuration).` : `Campus reads the provider's settings from its discovery document (/.well-known/openid-configuration).`;
export const clientId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliënt-ID` : locale === "zu" ? `I-ID yeklayenti` : `Client ID`;
export const clientSecret = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliëntgeheim` : locale === "zu" ? `Imfihlo yeklayenti` : `Client secret`;
export const secretSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Geheim is gestoor. Laat leeg om dit te behou.` : locale === "zu" ? `Imfihlo ilondoloziwe. Shiya kungenalutho ukuze uyigcine.` : `A secret is saved. Leave blank to keep it.`;
export const secretNotSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie gestoor nie.` : locale === "zu" ? `Akukalondolozwa.` : `Not saved yet.`;
export const scopes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestekke` : locale === "zu" ? `Ububanzi` : `Scopes`;
export const samlEntityId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Identiteitsverskaffer se entiteit-ID` : locale === "zu" ? `I-ID yebhizinisi yomhlinzeki wobunikazi` : `Identity provider entity ID`;
export const samlSsoUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkelaanmelding-URL` : locale === "zu" ? `I-URL yokungena kanye` : `Single sign-on URL`;
export const samlCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ondertekeningsertifikaat` : locale === "zu" ? `Isitifiketi sokusayina` : `Signing certificate`;
export const samlCertificateHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die identiteitsverskaffer se X.509-ondertekeningsertifikaat (PEM of base64).` : locale === "zu" ? `Isitifiketi sokusayina se-X.509 somhlinzeki wobunikazi (PEM noma base64).` : `The identity provider's X.509 signing certificate (PEM or base64).`;
export const requireSso = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereis enkelaanmelding vir hierdie domeine` : locale === "zu" ? `Phoqelela ukungena kanye kulezi zizinda` : `Require single sign-on for these domains`;
export const requireSsoHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmelding met 'n wagwoord en die herstel van wagwoorde word vir hierdie adresse geweier.` : locale === "zu" ? `Ukungena ngephasiwedi nokusetha kabusha iphasiwedi kuyenqatshelwa kulawa makheli.` : `Password sign-in and password reset are refused for these addresses.`;
export const saveProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor identiteitsverskaffer` : locale === "zu" ? `Londoloza umhlinzeki wobunikazi` : `Save identity provider`;
export const enterDomain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n domein in, bv. example.co.za` : locale === "zu" ? `Faka isizinda, isib. example.co.za` : `Enter a domain, e.g. example.co.za`;
export const enterWebAddress = (values: { field: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.field}: voer 'n webadres in` : locale === "zu" ? `${values.field}: faka ikheli lewebhu` : `${values.field}: enter a web address`;
export const chooseKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies OpenID Connect of SAML 2.0` : locale === "zu" ? `Khetha i-OpenID Connect noma i-SAML 2.0` : `Choose OpenID Connect or SAML 2.0`;
export const domainNoLongerListed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie domein is nie meer gelys nie.` : locale === "zu" ? `Leso sizinda asisekho ohlwini.` : `That domain is no longer listed.`;
export const domainRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Domein verwyder` : locale === "zu" ? `Isizinda sisusiwe` : `Domain removed`;
export const domainAdded = (values: { domain: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.domain} bygevoeg` : locale === "zu" ? `U-${values.domain} wengeziwe` : `${values.domain} added`;
export const tooManyDomains = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Maatskappy kan hoogstens ${values.count} domeine eis.` : locale === "zu" ? `Inkampani ingathatha izizinda ezingu-${values.count} kuphela.` : `A company can claim at most ${values.count} domains.`;
export const domainTaken = (values: { domain: string | number; owner: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.domain} word reeds deur ${values.owner} geëis. 'n Domein kan net aan een maatskappy behoort.` : locale === "zu" ? `U-${values.domain} usevele uthathwe ngu-${values.owner}. Isizinda singaba ngesenkampani eyodwa kuphela.` : `${values.domain} is already claimed by ${values.owner}. A domain can belong to one company only.`;
export const thisCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `hierdie maatskappy` : locale === "zu" ? `le nkampani` : `this company`;
export const anotherCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n ander maatskappy` : locale === "zu" ? `enye inkampani` : `another company`;
export const enterIssuer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die uitreiker-URL in` : locale === "zu" ? `Faka i-URL yomkhiphi` : `Enter the issuer URL`;
export const enterClientId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die kliënt-ID in` : locale === "zu" ? `Faka i-ID yeklayenti` : `Enter the client ID`;
export const enterClientSecret = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die kliëntgeheim in` : locale === "zu" ? `Faka imfihlo yeklayenti` : `Enter the client secret`;
export const scopesNeedOpenid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bestekke moet openid insluit` : locale === "zu" ? `Ububanzi kumele bufake i-openid` : `The scopes must include openid`;
export const enterEntityId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die identiteitsverskaffer se entiteit-ID in` : locale === "zu" ? `Faka i-ID yebhizinisi yomhlinzeki wobunikazi` : `Enter the identity provider's entity ID`;
export const enterSsoUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die enkelaanmelding-URL in` : locale === "zu" ? `Faka i-URL yokungena kanye` : `Enter the single sign-on URL`;
export const pasteCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plak die ondertekeningsertifikaat` : locale === "zu" ? `Namathisela isitifiketi sokusayina` : `Paste the signing certificate`;
export const checkProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan die identiteitsverskaffer se besonderhede na.` : locale === "zu" ? `Hlola imininingwane yomhlinzeki wobunikazi.` : `Check the identity provider's details.`;
export const notCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie 'n sertifikaat nie: plak die PEM-teks of sy base64-inhoud` : locale === "zu" ? `Lokhu akusona isitifiketi: namathisela umbhalo we-PEM noma umzimba wayo we-base64` : `This is not a certificate: paste the PEM text or its base64 body`;
