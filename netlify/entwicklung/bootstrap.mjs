// Local development only: the bootstrap netlify dev runs the edge functions with (Deno), named by
// NETLIFY_EDGE_BOOTSTRAP in scripts/start.mjs. It is the bootstrap netlify-cli ships
// (@netlify/edge-functions-dev), except that its server listens on 127.0.0.1 instead of every
// interface: the edge functions' server takes requests from netlify dev's proxy only, and whoever
// reached it directly could name the host it passes requests on to (x-nf-passthrough-host).
import * as netlify from '../../node_modules/@netlify/edge-functions-dev/dist/deno/bootstrap.mjs';

const serve = Deno.serve;
Deno.serve = (optionen, handler) =>
  typeof optionen === 'function'
    ? serve({ hostname: '127.0.0.1' }, optionen)
    : serve({ ...optionen, hostname: '127.0.0.1' }, handler);

export const boot = netlify.boot;
export const handleRequest = netlify.handleRequest;
export const patchGlobals = netlify.patchGlobals;
