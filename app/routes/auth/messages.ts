// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const signInTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan` : locale === "zu" ? `Ngena` : `Sign in`;
export const signInDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan om u aanlyn kursusse te volg, u sertifikate af te laai en u webinaarbesprekings te sien.` : locale === "zu" ? `Ngena ukuze wenze izinkambo zakho ze-inthanethi, ulande izitifiketi zakho futhi ubone ukubhuka kwakho kwewebhina.` : `Sign in to take your online courses, download your certificates and see your webinar bookings.`;
export const confirmationLinkFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bevestigingskakel is ongeldig of het verval. Meld aan met u e-pos en wagwoord om 'n nuwe een te kry.` : locale === "zu" ? `Lesi sixhumanisi sokuqinisekisa asisebenzi noma siphelelwe yisikhathi. Ngena nge-imeyili yakho nephasiwedi ukuze uthole esisha.` : `This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.`;
export const couldNotSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kon nie aanmeld nie` : locale === "zu" ? `Akukwazekanga ukungena` : `Could not sign in`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const password = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord` : locale === "zu" ? `Iphasiwedi` : `Password`;
export const rememberMe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onthou my` : locale === "zu" ? `Ngikhumbule` : `Remember me`;
export const forgotPasswordLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord vergeet?` : locale === "zu" ? `Ukhohlwe iphasiwedi?` : `Forgot password?`;
export const noAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Het u nie 'n rekening nie?` : locale === "zu" ? `Awunayo i-akhawunti?` : `Don't have an account?`;
export const signUpTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registreer` : locale === "zu" ? `Bhalisa` : `Sign up`;
export const companySignsYouInPressSignIn = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.company} meld u aan met u maatskappyrekening. Druk Meld aan om na sy aanmeldbladsy voort te gaan.` : locale === "zu" ? `I-${values.company} ikungenisa nge-akhawunti yakho yenkampani. Cindezela u-Ngena ukuze uqhubekele ekhasini layo lokungena.` : `${values.company} signs you in with your company account. Press Sign in to continue to its sign-in page.`;
export const companySignsYouIn = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.company} meld u aan met u maatskappyrekening.` : locale === "zu" ? `I-${values.company} ikungenisa nge-akhawunti yakho yenkampani.` : `${values.company} signs you in with your company account.`;
export const continueToCompany = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort na ${values.company} se aanmeldbladsy` : locale === "zu" ? `Qhubekela ekhasini lokungena le-${values.company}` : `Continue to ${values.company}'s sign-in page`;
export const enterPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer u wagwoord in om aan te meld.` : locale === "zu" ? `Faka iphasiwedi yakho ukuze ungene.` : `Enter your password to sign in.`;
export const signUpDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep 'n gratis rekening om vir aanlyn kursusse in te skryf, u vordering te volg en u sertifikate te bewaar.` : locale === "zu" ? `Vula i-akhawunti yamahhala ukuze ubhalise ezinkambweni ze-inthanethi, ulandelele inqubekela phambili yakho futhi ugcine izitifiketi zakho.` : `Create a free account to enrol in online courses, track your progress and keep your certificates.`;
export const signUpIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep 'n gratis rekening om kursusse te volg en u sertifikate op een plek te hou.` : locale === "zu" ? `Vula i-akhawunti yamahhala ukuze wenze izinkambo futhi ugcine izitifiketi zakho endaweni eyodwa.` : `Create a free account to take courses and keep your certificates in one place.`;
export const checkYourEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk na u e-pos` : locale === "zu" ? `Hlola i-imeyili yakho` : `Check your email`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const atLeastEight = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten minste 8 karakters` : locale === "zu" ? `Okungenani izinhlamvu ezi-8` : `At least 8 characters`;
export const agreeToTerms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deur te registreer, stem u in tot ons` : locale === "zu" ? `Ngokubhalisa uyavumelana` : `By signing up you agree to our`;
export const termsOfUse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `gebruiksvoorwaardes` : locale === "zu" ? `nemigomo yethu yokusebenzisa` : `terms of use`;
export const haveAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Het u reeds 'n rekening?` : locale === "zu" ? `Usunayo i-akhawunti?` : `Already have an account?`;
export const forgotTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord vergeet` : locale === "zu" ? `Ukhohlwe iphasiwedi` : `Forgot password`;
export const forgotDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U wagwoord vergeet? Voer u e-posadres in en ons stuur vir u 'n skakel om 'n nuwe een te kies.` : locale === "zu" ? `Uyikhohliwe iphasiwedi yakho? Faka ikheli lakho le-imeyili futhi sizokuthumelela isixhumanisi sokukhetha entsha.` : `Forgotten your password? Enter your email address and we will send you a link to choose a new one.`;
export const forgotIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die e-posadres in waarmee u geregistreer het en ons stuur vir u 'n skakel om 'n nuwe wagwoord te kies.` : locale === "zu" ? `Faka i-imeyili obhalise ngayo futhi sizokuthumelela isixhumanisi sokukhetha iphasiwedi entsha.` : `Enter the email you signed up with and we will send you a link to choose a new password.`;
export const resetSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As daar 'n rekening vir daardie e-posadres bestaan, het ons 'n skakel daarheen gestuur om 'n nuwe wagwoord te kies. Kyk in u inkassie.` : locale === "zu" ? `Uma kukhona i-akhawunti yaleyo imeyili, siyithumelele isixhumanisi sokukhetha iphasiwedi entsha. Hlola ibhokisi lakho lemiyalezo.` : `If an account exists for that email, we have sent it a link to choose a new password. Check your inbox.`;
export const tooManyResets = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel versoeke. Probeer asseblief oor 'n uur weer.` : locale === "zu" ? `Izicelo ziningi kakhulu. Sicela uzame futhi ngemuva kwehora.` : `Too many requests. Please try again in an hour.`;
export const sendResetLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur herstelskakel` : locale === "zu" ? `Thumela isixhumanisi sokusetha kabusha` : `Send reset link`;
export const rememberedIt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onthou u dit?` : locale === "zu" ? `Uyikhumbulile?` : `Remembered it?`;
export const resetTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord` : locale === "zu" ? `Khetha iphasiwedi entsha` : `Choose a new password`;
export const resetDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord vir u rekening via die skakel wat ons vir u gestuur het.` : locale === "zu" ? `Khetha iphasiwedi entsha ye-akhawunti yakho usebenzisa isixhumanisi esikuthumelele sona nge-imeyili.` : `Choose a new password for your account from the link we emailed you.`;
export const resetLinkInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie herstelskakel is ongeldig of het verval. Vra 'n nuwe een.` : locale === "zu" ? `Lesi sixhumanisi sokusetha kabusha asisebenzi noma siphelelwe yisikhathi. Cela esisha.` : `This reset link is invalid or has expired. Ask for a new one.`;
export const passwordChangedSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U wagwoord is verander. Meld asseblief aan.` : locale === "zu" ? `Iphasiwedi yakho ishintshiwe. Sicela ungene.` : `Your password has been changed. Please sign in.`;
export const sendNewLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur 'n nuwe skakel` : locale === "zu" ? `Thumela isixhumanisi esisha` : `Send a new link`;
export const newPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe wagwoord` : locale === "zu" ? `Iphasiwedi entsha` : `New password`;
export const repeatNewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herhaal nuwe wagwoord` : locale === "zu" ? `Phinda iphasiwedi entsha` : `Repeat new password`;
export const saveNewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor nuwe wagwoord` : locale === "zu" ? `Londoloza iphasiwedi entsha` : `Save new password`;
export const backToSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na aanmeld` : locale === "zu" ? `Buyela ekungeneni` : `Back to sign in`;
export const ssoTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan met u maatskappyrekening` : locale === "zu" ? `Ngena nge-akhawunti yakho yenkampani` : `Sign in with your company account`;
export const ssoDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar u maatskappy se aanmelddiens u terugstuur na Campus nadat u aangemeld het.` : locale === "zu" ? `Lapho insizakalo yokungena yenkampani yakho ikubuyisela khona ku-Campus ngemuva kokungena.` : `Where your company's sign-in service sends you back to Campus after you sign in.`;
export const ssoCompanyUnknown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen maatskappy meld by hierdie adres aan nie.` : locale === "zu" ? `Ayikho inkampani engena kuleli kheli.` : `No company signs in at this address.`;
export const ssoNoAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen aanmeldantwoord het met hierdie versoek saamgekom nie. Begin weer by Meld aan.` : locale === "zu" ? `Ayikho impendulo yokungena efike nalesi sicelo. Qala kabusha ku-Ngena.` : `No sign-in answer came with this request. Start again from Sign in.`;
export const deletionAlreadyAsked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het reeds gevra; ons hanteer dit` : locale === "zu" ? `Usuvele ucelile; siyakusebenza` : `You have already asked; we are dealing with it`;
export const deletionRequested = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het u versoek ontvang om u data te skrap` : locale === "zu" ? `Sinesicelo sakho sokususa idatha yakho` : `We have your request to delete your data`;
export const editProfileTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig profiel` : locale === "zu" ? `Hlela iphrofayela` : `Edit profile`;
export const accountGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie rekening bestaan nie meer nie.` : locale === "zu" ? `Le akhawunti ayisekho.` : `This account no longer exists.`;
export const profileUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profiel opgedateer` : locale === "zu" ? `Iphrofayela ibuyekeziwe` : `Profile updated`;
export const bio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Biografie` : locale === "zu" ? `Umlando` : `Bio`;
export const language = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Taal` : locale === "zu" ? `Ulimi` : `Language`;
export const languageDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die taal van u bladsye en die e-posse wat ons aan u stuur` : locale === "zu" ? `Ulimi lwamakhasi akho nama-imeyili esikuthumelela wona` : `The language of your pages and the emails we send you`;
export const update = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dateer op` : locale === "zu" ? `Buyekeza` : `Update`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const profileTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profiel` : locale === "zu" ? `Iphrofayela` : `Profile`;
export const pictureUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profielfoto opgedateer` : locale === "zu" ? `Isithombe sephrofayela sibuyekeziwe` : `Profile picture updated`;
export const roleLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol:` : locale === "zu" ? `Indima:` : `Role:`;
export const languageLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Taal:` : locale === "zu" ? `Ulimi:` : `Language:`;
export const noBio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nog nie 'n biografie geskryf nie. Vertel ander leerders van u werk en belangstellings.` : locale === "zu" ? `Awukabhali umlando wakho. Tshela abanye abafundi ngomsebenzi wakho nalokho okuthandayo.` : `You have not written a bio yet. Tell other learners about your work and interests.`;
export const profilePicture = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profielfoto` : locale === "zu" ? `Isithombe sephrofayela` : `Profile picture`;
export const savePicture = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor foto` : locale === "zu" ? `Londoloza isithombe` : `Save picture`;
export const myLearningNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kursusse, vordering, sertifikate en geleentheidbesprekings is in My leerwerk.` : locale === "zu" ? `Izinkambo zakho, inqubekela phambili, izitifiketi nokubhuka kwemicimbi kukhona ku-Ukufunda kwami.` : `Your courses, progress, certificates and event bookings are in My learning.`;
export const goToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na My leerwerk` : locale === "zu" ? `Iya ku-Ukufunda kwami` : `Go to My learning`;
