export const MAIN_NAVIGATION = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about-us" },
  { label: "Services", to: "/services" },
  { label: "Learning Center", to: "/learning-center" },
  { label: "Upcoming Events", to: "/events" },
  { label: "Contact Us", to: "/contact-us" },
] as const;
