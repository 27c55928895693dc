// Key management (DECISIONS.md "Keys"):
//   npm run key:create -- NAME          new key; the key itself is the last line of the output
//   npm run key:create -- NAME --kontingent N   the same with its own quota (N requests per window)
//   npm run key:revoke -- ID            revoke by the key's id (k_...), never by the key itself:
//                                       a key typed on the command line lands in shell history
//   npm run key:list                    ids, names, creation and revocation dates, account (never keys)
//   npm run key:list -- --konto KONTO   only the keys of one account (a_..., from the account page)
// Keys made by callers on the account page (/konto/, src/konto/api.ts) live in the same store and
// name their account; these commands are the operators' support tools for them.
// Without further options they work on the local Netlify Blobs store that netlify dev serves to
// the edge gate (.netlify/blobs-serve, through @netlify/blobs' own local server), whether or not
// the server runs. With --produktion they work on the Netlify Blobs store of the site:
// NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token of the operator) must be set.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { BlobSpeicher, erstelle, type SchluesselSpeicher } from '../src/api/schluessel';
import { schluesselform } from '../src/gemeinsam/schluesselformat';
import type { KontoSchluessel } from '../src/konto/api';

const WURZEL = join(import.meta.dirname, '..');

// netlify dev names the local site "unlinked" until the project is linked to a Netlify site.
function lokaleSite(): string {
  const zustand = join(WURZEL, '.netlify', 'state.json');
  return existsSync(zustand)
    ? ((JSON.parse(readFileSync(zustand, 'utf8')) as { siteId?: string }).siteId ?? 'unlinked')
    : 'unlinked';
}

async function speicher(produktion: boolean): Promise<{ s: SchluesselSpeicher; ende: () => Promise<void> }> {
  if (!produktion) {
    const token = randomUUID();
    const server = new BlobsServer({ directory: join(WURZEL, '.netlify', 'blobs-serve'), token });
    const { port } = await server.start();
    const url = `http://localhost:${port}`;
    const ablage = getStore({
      name: 'api-schluessel',
      siteID: lokaleSite(),
      token,
      edgeURL: url,
      uncachedEdgeURL: url,
    });
    return { s: new BlobSpeicher(ablage), ende: () => server.stop() };
  }
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_AUTH_TOKEN;
  if (!siteID || !token)
    throw new Error('Für --produktion müssen NETLIFY_SITE_ID und NETLIFY_AUTH_TOKEN gesetzt sein.');
  return { s: new BlobSpeicher(getStore({ name: 'api-schluessel', siteID, token })), ende: async () => {} };
}

async function main(argv: string[]): Promise<number> {
  const produktion = argv.includes('--produktion');
  const k = argv.indexOf('--kontingent');
  const kontingent = k >= 0 ? Number(argv[k + 1]) : null;
  if (kontingent !== null && !(Number.isInteger(kontingent) && kontingent > 0)) {
    console.error('--kontingent braucht eine ganze Zahl größer 0.');
    return 2;
  }
  const ko = argv.indexOf('--konto');
  const konto = ko >= 0 ? (argv[ko + 1] ?? '') : null;
  if (konto !== null && !/^a_[0-9a-f]{24}$/.test(konto)) {
    console.error('--konto braucht die Kontokennung (a_ und 24 Hexziffern, siehe die Kontoseite).');
    return 2;
  }
  const optionen = new Set<number>();
  if (k >= 0) optionen.add(k).add(k + 1);
  if (ko >= 0) optionen.add(ko).add(ko + 1);
  const [befehl, arg] = argv.filter((a, i) => a !== '--' && a !== '--produktion' && !optionen.has(i));
  const { s, ende } = await speicher(produktion);
  try {
    return await befehle(s, befehl, arg, kontingent, konto, produktion ? 'Produktion (Netlify Blobs)' : 'lokal');
  } finally {
    await ende();
  }
}

async function befehle(
  s: SchluesselSpeicher,
  befehl: string | undefined,
  arg: string | undefined,
  kontingent: number | null,
  konto: string | null,
  wo: string,
): Promise<number> {
  if (befehl === 'create') {
    if (!arg) {
      console.error('Aufruf: npm run key:create -- NAME');
      return 2;
    }
    const { id, schluessel } = await erstelle(s, arg, new Date(), kontingent);
    console.log(`Schlüssel ${id} („${arg}“, ${wo}) angelegt. Er wird nur jetzt angezeigt:`);
    console.log(schluessel);
    return 0;
  }
  if (befehl === 'revoke') {
    if (!arg) {
      console.error('Aufruf: npm run key:revoke -- ID   (die Kennung k_..., siehe npm run key:list)');
      return 2;
    }
    if (schluesselform(arg) !== 'falsch' || arg.startsWith('hrk_')) {
      // Not looked up: the key is now in the shell history and should be treated as disclosed.
      console.error(
        'Das ist ein Schlüssel, keine Kennung. Widerrufen wird nur über die Kennung (k_..., npm run key:list), damit kein Schlüssel in der Shell-Historie landet. Diesen Schlüssel bitte als offengelegt behandeln und widerrufen.',
      );
      return 2;
    }
    const e = (await s.alle()).find((x) => x.id === arg);
    if (!e) {
      console.error(`Kein Schlüssel mit der Kennung ${arg}.`);
      return 1;
    }
    if (!e.widerrufen) await s.speichere({ ...e, widerrufen: new Date().toISOString() });
    console.log(`Schlüssel ${e.id} (${wo}) widerrufen; die API lehnt ihn spätestens nach 60 Sekunden ab.`);
    return 0;
  }
  if (befehl === 'list') {
    const alle = ((await s.alle()) as KontoSchluessel[]).filter((e) => konto === null || e.konto === konto);
    if (!alle.length) console.log(`Keine Schlüssel (${wo}${konto ? `, Konto ${konto}` : ''}).`);
    for (const e of alle.sort((a, b) => a.erstellt.localeCompare(b.erstellt))) {
      console.log(
        `${e.id}\t${e.name}\terstellt ${e.erstellt}\t${e.widerrufen ? `widerrufen ${e.widerrufen}` : 'aktiv'}${e.kontingent ? `\tKontingent ${e.kontingent}` : ''}${e.konto ? `\tKonto ${e.konto}` : ''}`,
      );
    }
    return 0;
  }
  console.error('Befehle: create NAME [--kontingent N] | revoke ID | list [--konto KONTO]   (Option --produktion)');
  return 2;
}

main(process.argv.slice(2)).then(
  (c) => process.exit(c),
  (e) => {
    console.error((e as Error).message);
    process.exit(1);
  },
);
