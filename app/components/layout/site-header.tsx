import { IconMenu2, IconUserCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { ROLE_HOMES } from "~/lib/roles";
import type { UserRole } from "~db/schema";
import { BrandMark } from "./brand-mark";
import { MAIN_NAVIGATION } from "./navigation-links";
import classes from "./site-header.module.css";

interface SiteHeaderProps {
  siteName: string;
  logoUrl: string | null;
  user: { name: string; role: UserRole } | null;
}

function NavigationLinks({ user, isPhone = false }: Pick<SiteHeaderProps, "user"> & { isPhone?: boolean }) {
  return (
    <>
      {MAIN_NAVIGATION.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === "/"} className={classes.link}>
          {item.label}
        </NavLink>
      ))}
      {user ? (
        <AccountLinks user={user} isPhone={isPhone} />
      ) : (
        <NavLink to="/sign-in" className={classes.link}>
          My Account
        </NavLink>
      )}
    </>
  );
}

/**
 * A signed-in person sees their name, a link to their home (their role's landing page) and Sign
 * out. On the one-line bar their name is that link (read as "Name: My learning"); the phone menu
 * has room to say both.
 */
function AccountLinks({ user, isPhone }: { user: NonNullable<SiteHeaderProps["user"]>; isPhone: boolean }) {
  const home = ROLE_HOMES[user.role];
  return (
    <>
      {isPhone ? (
        <>
          <span className={classes.signedInAs}>
            <IconUserCircle size={18} aria-hidden="true" />
            Signed in as {user.name}
          </span>
          <NavLink to={home.path} className={classes.link}>
            {home.label}
          </NavLink>
        </>
      ) : (
        <NavLink to={home.path} className={`${classes.link} ${classes.account}`}>
          <IconUserCircle size={18} aria-hidden="true" />
          <span className={classes.userName}>{user.name}</span>
          <span className="visually-hidden">: {home.label}</span>
        </NavLink>
      )}
      <Form method="post" action="/sign-out" style={{ display: "contents" }}>
        <button
          type="submit"
          className={classes.link}
          style={{ background: "none", border: 0, cursor: "pointer", font: "inherit", textAlign: "start" }}
        >
          Sign out
        </button>
      </Form>
    </>
  );
}

export function SiteHeader({ siteName, logoUrl, user }: SiteHeaderProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  // The phone menu closes itself after a link is followed, but not when the page first hydrates:
  // someone may have opened it before the JavaScript arrived.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);

  return (
    <header className={classes.header}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className={classes.inner} style={{ position: "relative" }}>
        <Link to="/" className={classes.brand}>
          <BrandMark siteName={siteName} logoUrl={logoUrl} />
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          <NavigationLinks user={user} />
        </nav>
        {/* A details element: the menu button works even before the page's JavaScript has loaded. */}
        <details ref={menuRef} className={classes.mobileMenu} data-phone-menu="">
          <summary className={classes.menuButton}>
            <IconMenu2 size={20} aria-hidden="true" />
            Menu
          </summary>
          <nav aria-label="Main (phone)" className={classes.mobilePanel}>
            <NavigationLinks user={user} isPhone />
          </nav>
        </details>
      </div>
    </header>
  );
}
