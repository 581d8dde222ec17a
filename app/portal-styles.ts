/*
 * The stylesheets of every page outside the public site (portal, login, assistant,
 * docs), in their one order: the public site's sheet first, then the portal's, a
 * superset of it. A browser moving between the public site and the portal keeps the
 * sheets it has, so the public one must come first on both sides; the portal's copy of
 * a shared utility then comes later and in the same order as every other utility.
 */
import "./public.css";
import "./portal.css";
