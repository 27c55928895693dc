// Local development only: scripts/start.mjs loads this into netlify dev's process (node --import)
// for what netlify-cli 27 cannot be told (docs/BETRIEB.md, "Lokaler Server"). Production never
// runs it.
//
// 1. Loopback only. netlify dev listens on all interfaces (its proxy on 8888, the HTTP server the
//    edge functions pass requests back through, the functions server) and has no option for the
//    address. Every server of this process that names no address listens on 127.0.0.1.
// 2. Requests that would take the process down or end in a stack trace are answered here, before
//    netlify dev's proxy sees them, as the API answers errors (JSON fehler object):
//    - a body over 6 MB (6e6 bytes, the proxy buffers every body up to that and rejects beyond
//      it without a handler: "Netlify CLI has terminated unexpectedly"): refused by its
//      Content-Length before a byte is read; a longer body without Content-Length and a body
//      that never ends (the proxy gives up after 30 s, again without a handler) are answered
//      when the proxy gives up, instead of ending the process;
//    - TRACE and TRACK, which neither Deno nor Node can turn into a Request (forbidden methods of
//      the Fetch standard), so the edge gate and the account function never see them;
//    - two Authorization headers, of which Node keeps the first: joined with a comma as in
//      production, so the gate refuses them;
//    - the proxy's own 500 "There was an error with an Edge Function" or "Could not proxy
//      request" while netlify dev reloads the edge functions or a function after a rebuild: 503
//      with Retry-After.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const LOOPBACK = '127.0.0.1';
const GRENZE = 6e6; // netlify-cli/dist/utils/create-stream-promise.js DEFAULT_BYTES_LIMIT

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [erstes] = args;
  if (erstes === undefined || typeof erstes === 'function') args.unshift(0, LOOPBACK);
  else if (typeof erstes === 'number' || (typeof erstes === 'string' && /^\d+$/.test(erstes))) {
    if (typeof args[1] !== 'string') args.splice(1, 0, LOOPBACK);
  } else if (
    typeof erstes === 'object' &&
    erstes !== null &&
    erstes.host === undefined &&
    erstes.path === undefined &&
    erstes.fd === undefined &&
    erstes.handle === undefined &&
    !('_handle' in erstes)
  )
    args[0] = { ...erstes, host: LOOPBACK };
  return listen.apply(this, args);
};

const GRUNDKOPF = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After, Content-Disposition',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
};

const VERWERFEN = 64e6; // bytes of a refused body read and dropped before the connection is cut

// The answer goes out once the client has sent its body (read and dropped, at most VERWERFEN
// bytes, at most 30 s): a client still writing when the connection closes never reads the answer
// (EPIPE). sofort: the body will not come any more (the proxy gave up waiting for it).
function antworte(req, res, status, code, nachricht, kopf = {}, sofort = false) {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify({ fehler: { code, nachricht } });
  const senden = () => {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { ...GRUNDKOPF, ...kopf, 'content-length': Buffer.byteLength(body), connection: 'close' });
    res.end(body);
  };
  if (sofort || req.complete || req.readableEnded) return senden();
  let gelesen = 0;
  const abbruch = setTimeout(() => req.socket?.destroy(), 30_000);
  req.on('data', (teil) => {
    gelesen += teil.length;
    if (gelesen > VERWERFEN) req.socket?.destroy();
  });
  req.on('end', () => {
    clearTimeout(abbruch);
    senden();
  });
  req.on('close', () => clearTimeout(abbruch));
  req.resume();
}

const istKonto = (url) => /^\/konto\/api(\/|$)/.test(url ?? '');
const erlaubt = (url) => (istKonto(url) ? 'GET, HEAD, POST, DELETE' : 'GET, HEAD, OPTIONS');

// The answer for a body the proxy must not buffer: for the API under /v1 (GET only) the method is
// the error, as the gate says it; elsewhere the size.
function zuGross(req, res) {
  if (!istKonto(req.url) && !['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return nichtErlaubt(req, res);
  antworte(req, res, 413, 'zu_gross', 'Der Körper ist zu groß (höchstens 64 000 Byte).');
}

function nichtErlaubt(req, res) {
  const methode = String(req.method)
    .replace(/[^A-Za-z-]/g, '?')
    .slice(0, 20);
  const nachricht = `Die Methode ${methode} ist nicht erlaubt. Erlaubt sind ${erlaubt(req.url)}.`;
  antworte(req, res, 405, 'methode_nicht_erlaubt', nachricht, { allow: erlaubt(req.url) });
}

// The proxy's fallback answer when the part behind it (the edge functions, the functions server)
// does not answer: res.writeHead(500, { 'Content-Type': 'text/plain' }) and a sentence.
function beiAusfall(res) {
  const writeHead = res.writeHead;
  const end = res.end;
  res.writeHead = function (status, ...rest) {
    const kopf = rest.find((r) => r && typeof r === 'object');
    if (status === 500 && kopf?.['Content-Type'] === 'text/plain' && Object.keys(kopf).length === 1) {
      const body = JSON.stringify({
        fehler: {
          code: 'dienst_nicht_verfuegbar',
          nachricht: 'Der lokale Server lädt gerade neu. Bitte in einigen Sekunden erneut versuchen.',
        },
      });
      writeHead.call(this, 503, { ...GRUNDKOPF, 'retry-after': '2', 'content-length': Buffer.byteLength(body) });
      res.end = () => end.call(this, body);
      return this;
    }
    return writeHead.call(this, status, ...rest);
  };
}

// Node keeps only the first of two Authorization headers (IncomingMessage.headers); production
// joins them with a comma, as the Fetch standard does, and the gate refuses that (src/tor/schluessel.ts).
// Joined here too, so both environments answer alike.
function vereineAuthorization(req) {
  const werte = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].toLowerCase() === 'authorization') werte.push(req.rawHeaders[i + 1]);
  if (werte.length > 1) req.headers.authorization = werte.join(', ');
}

function schuetze(listener) {
  return function (req, res) {
    if (req.method === 'TRACE' || req.method === 'TRACK') return nichtErlaubt(req, res);
    vereineAuthorization(req);
    if (Number(req.headers['content-length'] ?? 0) > GRENZE) return zuGross(req, res);
    beiAusfall(res);
    const r = listener.call(this, req, res);
    if (r && typeof r.catch === 'function')
      r.catch((f) => {
        // The proxy stopped reading at its limit: the rest of the body is dropped before the answer.
        if (/too big/i.test(f?.message)) return zuGross(req, res);
        const [status, code, nachricht] = /timed out/i.test(f?.message)
          ? [408, 'zeitueberschreitung', 'Der Körper der Anfrage kam nicht binnen 30 Sekunden vollständig an.']
          : [500, 'interner_fehler', 'Ein interner Fehler ist aufgetreten. Bitte später erneut versuchen.'];
        antworte(req, res, status, code, nachricht, {}, true);
      });
    return r;
  };
}

// Only netlify dev's proxy (its request handler is onRequest bound to its options): the
// functions server, the static server and the Blobs server keep their own handling.
for (const modul of [http, https]) {
  const createServer = modul.createServer;
  modul.createServer = function (...args) {
    const i = args.findIndex((a) => typeof a === 'function');
    if (i >= 0 && args[i].name === 'bound onRequest') args[i] = schuetze(args[i]);
    return createServer.apply(this, args);
  };
}
