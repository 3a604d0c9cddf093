/** The logo the site ships with (public/logo.svg): the header draws a monogram of the site name instead. */
export const DEFAULT_LOGO_URL = "/logo.svg";
