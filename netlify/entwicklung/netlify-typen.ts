// Only for netlify dev without network (netlify.toml, context dev): the edge bundler imports the
// type of Netlify's global from this URL when it reads the functions' config; the real one comes
// from Netlify's servers, which a machine without network cannot reach. Types only, no code.
// deno-lint-ignore no-explicit-any
export type NetlifyGlobal = any;
