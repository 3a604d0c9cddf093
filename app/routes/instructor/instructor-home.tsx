// /instructor opens on the dashboard (SPEC 2: the instructor area's empty child path).
export { access, default, loader, meta } from "./dashboard";
