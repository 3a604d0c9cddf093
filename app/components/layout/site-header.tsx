import { IconChevronDown, IconMenu2, IconUserCircle } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef } from "react";
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

type SignedInUser = NonNullable<SiteHeaderProps["user"]>;

function MainLinks() {
  return MAIN_NAVIGATION.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.to === "/"} className={classes.link}>
      {item.label}
    </NavLink>
  ));
}

function SignOutButton() {
  return (
    <Form method="post" action="/sign-out" style={{ display: "contents" }}>
      <button type="submit" className={`${classes.link} ${classes.buttonLink}`}>
        Sign out
      </button>
    </Form>
  );
}

/** Said in words where there is room (the phone menu, the account menu): who, their home, Sign out. */
function SignedInAs({ user }: { user: SignedInUser }) {
  const home = ROLE_HOMES[user.role];
  return (
    <>
      <span className={classes.signedInAs}>
        <IconUserCircle size={18} aria-hidden="true" />
        Signed in as {user.name}
      </span>
      <NavLink to={home.path} className={classes.link}>
        {home.label}
      </NavLink>
      <SignOutButton />
    </>
  );
}

/**
 * The bar's account controls, never inside the links' sideways scroll (so never off screen). A wide
 * bar shows the name as the link to their home (read "Name: My learning") and Sign out; from the
 * phone menu's breakpoint to where those fit beside the links, one account menu holds them.
 */
function BarAccount({ user, menuRef }: { user: SignedInUser; menuRef: RefObject<HTMLDetailsElement | null> }) {
  const home = ROLE_HOMES[user.role];
  return (
    <>
      <div className={classes.accountInline}>
        <NavLink to={home.path} className={`${classes.link} ${classes.accountLink}`}>
          <IconUserCircle size={18} aria-hidden="true" />
          <span className={classes.userName}>{user.name}</span>
          <span className="visually-hidden">: {home.label}</span>
        </NavLink>
        <SignOutButton />
      </div>
      <details ref={menuRef} className={classes.accountMenu} data-phone-menu="">
        <summary className={`${classes.link} ${classes.accountLink} ${classes.accountButton}`}>
          <IconUserCircle size={18} aria-hidden="true" />
          <span className="visually-hidden">Account menu: </span>
          <span className={classes.userName}>{user.name}</span>
          <IconChevronDown size={14} aria-hidden="true" />
        </summary>
        <div className={classes.accountPanel}>
          <SignedInAs user={user} />
        </div>
      </details>
    </>
  );
}

export function SiteHeader({ siteName, logoUrl, user }: SiteHeaderProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const accountMenuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  // The menus close themselves after a link is followed, but not when the page first hydrates:
  // someone may have opened one before the JavaScript arrived.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    for (const menu of [menuRef.current, accountMenuRef.current]) if (menu) menu.open = false;
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
          <div className={classes.links}>
            <MainLinks />
          </div>
          <div className={classes.account}>
            {user ? (
              <BarAccount user={user} menuRef={accountMenuRef} />
            ) : (
              <NavLink to="/sign-in" className={classes.link}>
                My Account
              </NavLink>
            )}
          </div>
        </nav>
        {/* A details element: the menu button works even before the page's JavaScript has loaded. */}
        <details ref={menuRef} className={classes.mobileMenu} data-phone-menu="">
          <summary className={classes.menuButton}>
            <IconMenu2 size={20} aria-hidden="true" />
            Menu
          </summary>
          <nav aria-label="Main (phone)" className={classes.mobilePanel}>
            <MainLinks />
            {user ? (
              <SignedInAs user={user} />
            ) : (
              <NavLink to="/sign-in" className={classes.link}>
                My Account
              </NavLink>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
