// Checks a response of the account API against /konto/openapi.json (generator/openapi.ts
// kontoOpenapi): path, method and status documented, JSON bodies matching the schema (ajv).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { kontoOpenapi } from '../../generator/openapi';

type Op = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
const dokument = kontoOpenapi() as { paths: Record<string, Record<string, Op>>; components: object };
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'konto', components: dokument.components } as object);

const vorlagen = Object.keys(dokument.paths).map((p) => ({
  p,
  re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export const geprueft = { anzahl: 0 };

export async function pruefeKontoAntwort(req: Request, antwort: Response): Promise<void> {
  const pfad = new URL(req.url).pathname.replace(/^\/konto\/api/, '');
  const vorlage = vorlagen.find((v) => v.re.test(pfad));
  const wo = `${req.method} ${pfad} ${antwort.status}`;
  const op = vorlage ? dokument.paths[vorlage.p][req.method.toLowerCase()] : undefined;
  const text = await antwort.clone().text();
  let schema: object | undefined;
  if (!op) {
    // Unknown path or method: the error object (405 for a method the API never uses).
    if (![401, 403, 404, 405].includes(antwort.status)) throw new Error(`${wo}: nicht in /konto/openapi.json`);
    schema = { $ref: 'konto#/components/schemas/KontoFehler' };
  } else {
    const a = op.responses[String(antwort.status)];
    if (!a) throw new Error(`${wo}: Status nicht dokumentiert (${Object.keys(op.responses).join(', ')})`);
    const inhalt = a.content?.['application/json'];
    if (!inhalt) {
      if (text) throw new Error(`${wo}: Körper nicht dokumentiert`);
      geprueft.anzahl++;
      return;
    }
    schema = JSON.parse(JSON.stringify(inhalt.schema).replaceAll('"#/components/', '"konto#/components/')) as object;
  }
  const v = ajv.compile(schema);
  if (!v(JSON.parse(text))) throw new Error(`${wo}: ${JSON.stringify(v.errors?.slice(0, 3))}`);
  geprueft.anzahl++;
}
