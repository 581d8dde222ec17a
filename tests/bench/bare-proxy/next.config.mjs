/** The bare reference app's config: this app differs from it only by its proxy. */
export { default } from "../bare/next.config.mjs";
