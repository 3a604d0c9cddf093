import { IconChevronDown, IconMenu2, IconUserCircle } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { localizedPath } from "~/lib/i18n/localized-path";
import { ROLE_HOMES } from "~/lib/roles";
import type { UserRole } from "~db/schema";
import { BrandMark } from "./brand-mark";
import * as m from "./messages";
import { MAIN_NAVIGATION } from "./navigation-links";
import classes from "./site-header.module.css";

interface SiteHeaderProps {
  siteName: string;
  logoUrl: string | null;
  user: { name: string; role: UserRole } | null;
}

type SignedInUser = NonNullable<SiteHeaderProps["user"]>;

/**
 * The site's links, each to the page in the page's own language ("/af/about-us" on an Afrikaans
 * page). The server sees the address without its language code (server/locale.ts), so the current
 * page is found on the plain path rather than by NavLink, whose target carries the code.
 */
function MainLinks() {
  const { pathname } = useLocation();
  return MAIN_NAVIGATION.map((item) => {
    const isCurrent = item.to === "/" ? pathname === "/" : pathname === item.to || pathname.startsWith(`${item.to}/`);
    return (
      <Link
        key={item.to}
        to={localizedPath(item.to)}
        className={classes.link}
        aria-current={isCurrent ? "page" : undefined}
      >
        {item.label()}
      </Link>
    );
  });
}

function SignOutButton() {
  return (
    <Form method="post" action="/sign-out" style={{ display: "contents" }}>
      <button type="submit" className={`${classes.link} ${classes.buttonLink}`}>
        {m.signOut()}
      </button>
    </Form>
  );
}

/**
 * Said in words where there is room (the phone menu, the account menu): who, their home, Sign out.
 * Also rendered alone for a signed-in visitor's copy of a stored public page (signed-in-header.server.tsx).
 */
export function SignedInAs({ user }: { user: SignedInUser }) {
  const home = ROLE_HOMES[user.role];
  return (
    <>
      <span className={classes.signedInAs}>
        <IconUserCircle size={18} aria-hidden="true" />
        {m.signedInAs({ name: user.name })}
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
export function BarAccount({ user, menuRef }: { user: SignedInUser; menuRef: RefObject<HTMLDetailsElement | null> }) {
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
          <span className="visually-hidden">{m.accountMenu()}</span>
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
        {m.skipToContent()}
      </a>
      <div className={classes.inner} style={{ position: "relative" }}>
        <Link to={localizedPath("/")} className={classes.brand}>
          <BrandMark siteName={siteName} logoUrl={logoUrl} />
        </Link>
        <nav aria-label={m.mainNavigation()} className={classes.desktopNav}>
          <div className={classes.links}>
            <MainLinks />
          </div>
          <div className={classes.account}>
            <LanguageSwitch compact className={classes.language} buttonClassName={classes.languageButton} />
            {user ? (
              <BarAccount user={user} menuRef={accountMenuRef} />
            ) : (
              // The slot a signed-in visitor's copy of a stored page fills with BarAccount (decision 0115-proxies-cdn-and-signed-in-hits).
              <Link to={localizedPath("/sign-in")} className={classes.link} data-account-slot="bar">
                {m.myAccount()}
              </Link>
            )}
          </div>
        </nav>
        {/* A details element: the menu button works even before the page's JavaScript has loaded. */}
        <details ref={menuRef} className={classes.mobileMenu} data-phone-menu="">
          <summary className={classes.menuButton}>
            <IconMenu2 size={20} aria-hidden="true" />
            {m.menu()}
          </summary>
          <nav aria-label={m.mainNavigationPhone()} className={classes.mobilePanel}>
            <MainLinks />
            {user ? (
              <SignedInAs user={user} />
            ) : (
              <Link to={localizedPath("/sign-in")} className={classes.link} data-account-slot="phone">
                {m.myAccount()}
              </Link>
            )}
            <LanguageSwitch className={classes.phoneLanguage} buttonClassName={classes.languageButton} />
          </nav>
        </details>
      </div>
    </header>
  );
}
