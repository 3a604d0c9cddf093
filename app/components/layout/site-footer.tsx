import { Link } from "react-router";
import { ColorSchemeToggle } from "~/components/color-scheme-toggle";
import { LanguageSwitch } from "~/components/language-switch";
import { telephoneHref, whatsAppHref } from "~/lib/contact-links";
import { todayIn } from "~/lib/dates";
import { localizedPath } from "~/lib/i18n/localized-path";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import * as m from "./messages";
import classes from "./site-footer.module.css";

const TRAINING_LINKS = [
  { label: m.footerAccreditation, to: "/courses/accreditation" },
  { label: m.footerCertification, to: "/courses/certification" },
  { label: m.footerImprovement, to: "/courses/improvement" },
  { label: m.footerOnline, to: "/courses/online" },
  { label: m.footerPaths, to: "/paths" },
  { label: m.footerConsulting, to: "/consulting" },
];

interface FooterContact {
  phone: string;
  email: string;
  whatsapp: string;
}

interface SiteFooterProps {
  siteName: string;
  countries: string[];
  contact: FooterContact | null;
}

export function SiteFooter({ siteName, countries, contact }: SiteFooterProps) {
  // The year in the site's zone, not the machine's: server and browser agree on New Year's Eve too.
  const year = todayIn(useSiteTimeZone()).slice(0, 4);
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={`grid-3 ${classes.columns}`}>
          <div className={classes.column}>
            <h2 className={classes.heading}>{m.footerTraining()}</h2>
            {TRAINING_LINKS.map((link) => (
              <Link key={link.to} to={localizedPath(link.to)} className={classes.link}>
                {link.label()}
              </Link>
            ))}
          </div>
          <div className={classes.column}>
            <h2 className={classes.heading}>{m.footerWhereWeWork()}</h2>
            <ul className={classes.list}>
              {countries.map((country) => (
                <li key={country}>{country}</li>
              ))}
            </ul>
          </div>
          <div className={classes.column}>
            <h2 className={classes.heading}>{siteName}</h2>
            {contact ? <FooterContactLinks contact={contact} /> : null}
            <Link to={localizedPath("/contact-us")} className={classes.link}>
              {m.footerContactUs()}
            </Link>
            <Link to={localizedPath("/terms")} className={classes.link}>
              {m.footerTerms()}
            </Link>
          </div>
        </div>
        <div className={classes.bottom}>
          <p className={classes.copyright}>
            © {year} {siteName}
          </p>
          <LanguageSwitch className={classes.scheme} buttonClassName={classes.schemeButton} />
          <ColorSchemeToggle className={classes.scheme} buttonClassName={classes.schemeButton} />
        </div>
      </div>
    </footer>
  );
}

/** Phone, email and WhatsApp as links a phone can act on; an empty one is left out. */
function FooterContactLinks({ contact }: { contact: FooterContact }) {
  return (
    <>
      {contact.phone ? (
        <a href={telephoneHref(contact.phone)} className={classes.link}>
          {m.footerPhone({ phone: contact.phone })}
        </a>
      ) : null}
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={classes.link}>
          {contact.email}
        </a>
      ) : null}
      {contact.whatsapp ? (
        <a href={whatsAppHref(contact.whatsapp)} className={classes.link} target="_blank" rel="noopener">
          {m.footerWhatsApp({ number: contact.whatsapp })}
        </a>
      ) : null}
    </>
  );
}
