import { Link } from "react-router";
import { ColorSchemeToggle } from "~/components/color-scheme-toggle";
import { telephoneHref, whatsAppHref } from "~/lib/contact-links";
import { todayIn } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import classes from "./site-footer.module.css";

const TRAINING_LINKS = [
  { label: "Accreditation courses", to: "/courses/accreditation" },
  { label: "Certification courses", to: "/courses/certification" },
  { label: "Improvement and support courses", to: "/courses/improvement" },
  { label: "Online courses", to: "/courses/online" },
  { label: "Learning paths", to: "/paths" },
  { label: "Consulting", to: "/consulting" },
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
            <h2 className={classes.heading}>Training and consulting</h2>
            {TRAINING_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </Link>
            ))}
          </div>
          <div className={classes.column}>
            <h2 className={classes.heading}>Where we work</h2>
            <ul className={classes.list}>
              {countries.map((country) => (
                <li key={country}>{country}</li>
              ))}
            </ul>
          </div>
          <div className={classes.column}>
            <h2 className={classes.heading}>{siteName}</h2>
            {contact ? <FooterContactLinks contact={contact} /> : null}
            <Link to="/contact-us" className={classes.link}>
              Contact us
            </Link>
            <Link to="/terms" className={classes.link}>
              Terms of use
            </Link>
          </div>
        </div>
        <div className={classes.bottom}>
          <p className={classes.copyright}>
            © {year} {siteName}
          </p>
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
          Phone {contact.phone}
        </a>
      ) : null}
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={classes.link}>
          {contact.email}
        </a>
      ) : null}
      {contact.whatsapp ? (
        <a href={whatsAppHref(contact.whatsapp)} className={classes.link} target="_blank" rel="noopener">
          WhatsApp {contact.whatsapp}
        </a>
      ) : null}
    </>
  );
}
