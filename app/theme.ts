import { Anchor, type CSSVariablesResolver, createTheme } from "@mantine/core";

/*
 * The firm's look (one theme for every page): a deep navy ("campus", the name used across the app) for text,
 * buttons and the header, a teal accent, warm-neutral greys, Inter for text and Source Serif 4 for
 * headings (app/fonts.css, served from this site). Shades 6 and darker of both colours pass WCAG AA
 * (4.5:1) for small text on white; the primary buttons use shade 8 (about 11:1).
 */
const SANS = "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const SERIF = "'Source Serif 4 Variable', Georgia, Cambria, 'Times New Roman', serif";

export const theme = createTheme({
  // Mantine's transitions (menus, drawers, collapses) take no time when the visitor asks for reduced motion.
  respectReducedMotion: true,
  primaryColor: "campus",
  primaryShade: 8,
  colors: {
    campus: [
      "#eef3f9",
      "#d5e1ef",
      "#a9c1de",
      "#7a9ec9",
      "#5280b6",
      "#36679f",
      "#275488",
      "#1c456f",
      "#143a60",
      "#0d2a47",
    ],
    // Mantine's own teal is too light for text on white; this one keeps AA from shade 6 down.
    teal: [
      "#e6f6f4",
      "#c5ebe6",
      "#92d8cf",
      "#5ec2b6",
      "#2fa99b",
      "#16897d",
      "#0f766e",
      "#0b625b",
      "#08514b",
      "#05403b",
    ],
  },
  fontFamily: SANS,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  headings: {
    fontFamily: SERIF,
    fontWeight: "600",
    sizes: {
      h1: { fontSize: "clamp(2rem, 1.5rem + 2vw, 2.75rem)", lineHeight: "1.15" },
      h2: { fontSize: "clamp(1.5rem, 1.25rem + 1vw, 2rem)", lineHeight: "1.2" },
      h3: { fontSize: "1.375rem", lineHeight: "1.3" },
      h4: { fontSize: "1.125rem", lineHeight: "1.4" },
    },
  },
  lineHeights: { xs: "1.4", sm: "1.5", md: "1.6", lg: "1.6", xl: "1.65" },
  // A roomier rhythm than Mantine's default (a 4 px grid): sections breathe like a printed report.
  spacing: { xs: "0.5rem", sm: "0.75rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  defaultRadius: "sm",
  radius: { xs: "2px", sm: "4px", md: "6px", lg: "10px", xl: "16px" },
  shadows: {
    xs: "0 1px 2px rgba(13, 42, 71, 0.06)",
    sm: "0 1px 3px rgba(13, 42, 71, 0.08), 0 1px 2px rgba(13, 42, 71, 0.04)",
    md: "0 4px 12px rgba(13, 42, 71, 0.08), 0 2px 4px rgba(13, 42, 71, 0.04)",
    lg: "0 12px 28px rgba(13, 42, 71, 0.10), 0 4px 8px rgba(13, 42, 71, 0.05)",
    xl: "0 20px 40px rgba(13, 42, 71, 0.12)",
  },
  focusRing: "auto",
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // A dialog's close button is an icon: it needs a name, for every dialog at once (WCAG 4.1.2).
    // Plain objects, not Modal.extend: importing the components here would put them on every page.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
  },
});

/** Mantine's default "dimmed" grey is too light for small text on white; this one passes AA (and dark's on dark). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#52606d",
    "--mantine-color-placeholder": "#66717c",
    "--mantine-color-error": "#c92a2a",
    "--mantine-color-text": "#1b2733",
    "--mantine-color-body": "#ffffff",
  },
  // The dark scheme (decision 0069-dark-mode): Mantine's dark greys, lighter text, and the navy
  // as a light tint wherever it is text (links, a campus-coloured Text or Badge), each 7:1 or more.
  dark: {
    "--mantine-color-text": "#dce2e8",
    "--mantine-color-dimmed": "#b0b8c1",
    "--mantine-color-placeholder": "#8f99a3",
    "--mantine-color-error": "#ff8787",
    "--mantine-color-anchor": "var(--mantine-color-campus-2)",
    "--mantine-color-campus-text": "var(--mantine-color-campus-2)",
    "--mantine-color-campus-outline": "var(--mantine-color-campus-3)",
    "--mantine-color-teal-text": "var(--mantine-color-teal-3)",
  },
});
