/**
 * The countries the site serves, as the webinar registration form lists them (decision
 * 0075-registration-for-the-region): South Africa first (most registrations), then the eight
 * other countries of the company's footprint in alphabetical order, then a choice for anyone else
 * (a webinar online is open to all). Data, not markup, so the form, its schema and the API agree.
 */
export const SOUTH_AFRICA = "South Africa";

const OTHER_COUNTRY = "Other";

export const COUNTRIES = [
  SOUTH_AFRICA,
  "Botswana",
  "Côte d'Ivoire",
  "Kenya",
  "Namibia",
  "Nigeria",
  "Tanzania",
  "Uganda",
  "Zambia",
  OTHER_COUNTRY,
] as const;

/** How the form names a country in its list ("Other" reads "Another country"). */
export function countryLabel(country: string): string {
  return country === OTHER_COUNTRY ? "Another country" : country;
}
