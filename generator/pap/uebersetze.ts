// Turns one official PAP XML (BMF/ITZBund, data/lohnsteuer/*.xml) into a TypeScript module:
// a class whose fields are the PAP's variables and whose methods are its METHODs and MAIN, the
// PAP's constants as module constants, and berechne, which runs MAIN on a new object. Every
// assignment to an output variable can be recorded (protokoll=true): method and value.
import { emittiere, parse, parseZuweisung, type Umgebung } from './ausdruck';

interface Element {
  name: string;
  attr: Record<string, string>;
  kinder: Element[];
}

function entschluessele(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

// A minimal reader for the PAP's XML: elements and attributes, no text nodes, no namespaces.
export function leseXml(xml: string): Element {
  const ohne = xml
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '');
  const wurzel: Element = { name: '#', attr: {}, kinder: [] };
  const stapel = [wurzel];
  const TAG = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
  for (let m = TAG.exec(ohne); m; m = TAG.exec(ohne)) {
    const [, schliessend, name, attrText, leer] = m;
    if (schliessend) {
      const oben = stapel.pop();
      if (!oben || oben.name !== name) throw new Error(`PAP-XML: </${name}> schließt <${oben?.name ?? 'nichts'}>`);
      continue;
    }
    const attr: Record<string, string> = {};
    for (const a of attrText.matchAll(/([\w.-]+)\s*=\s*"([^"]*)"/g)) attr[a[1]] = entschluessele(a[2]);
    const el: Element = { name, attr, kinder: [] };
    stapel[stapel.length - 1].kinder.push(el);
    if (!leer) stapel.push(el);
  }
  if (stapel.length !== 1) throw new Error('PAP-XML: nicht geschlossene Elemente');
  return wurzel.kinder[0];
}

function alle(e: Element, name: string): Element[] {
  const r: Element[] = [];
  const geh = (x: Element) => {
    for (const k of x.kinder) {
      if (k.name === name) r.push(k);
      geh(k);
    }
  };
  geh(e);
  return r;
}

export interface Variable {
  name: string;
  typ: 'int' | 'double' | 'BigDecimal';
  standard: string | null;
}
export interface PapBeschreibung {
  name: string;
  stand: string | null;
  eingaben: Variable[];
  ausgaben: Variable[];
  intern: Variable[];
}

function variable(e: Element): Variable {
  const typ = e.attr.type;
  if (typ !== 'int' && typ !== 'double' && typ !== 'BigDecimal')
    throw new Error(`PAP: Typ ${typ} von ${e.attr.name} nicht unterstützt`);
  return { name: e.attr.name, typ, standard: e.attr.default ?? null };
}

export function beschreibe(xml: string): PapBeschreibung {
  const pap = leseXml(xml);
  const stand = /Stand:\s*([0-9][0-9.\-: ]*[0-9])/.exec(xml)?.[1] ?? null;
  return {
    name: pap.attr.name,
    stand,
    eingaben: alle(pap, 'INPUT').map(variable),
    ausgaben: alle(pap, 'OUTPUT').map(variable),
    intern: alle(pap, 'INTERNAL').map(variable),
  };
}

// Code for the module of one PAP version.
export function uebersetze(xml: string, kopf: string): string {
  const pap = leseXml(xml);
  const eingaben = alle(pap, 'INPUT').map(variable);
  const ausgaben = alle(pap, 'OUTPUT').map(variable);
  const intern = alle(pap, 'INTERNAL').map(variable);
  const konstanten = alle(pap, 'CONSTANT');
  const namen = new Set([...eingaben, ...ausgaben, ...intern].map((v) => v.name));
  const variablenNamen = new Set(namen);
  for (const c of konstanten) namen.add(c.attr.name);
  const ausgabeNamen = new Set(ausgaben.map((v) => v.name));
  const literale = new Map<string, string>();
  const u: Umgebung = {
    konstante(text) {
      let n = literale.get(text);
      if (!n) {
        n = `L${literale.size}`;
        literale.set(text, n);
      }
      return n;
    },
    referenz(n) {
      if (variablenNamen.has(n)) return `this.${n}`;
      if (namen.has(n)) return n;
      throw new Error(`PAP: unbekannte Variable ${n}`);
    },
  };
  const ausdruck = (t: string) => emittiere(parse(t), u);

  const startwert = (v: Variable): string => {
    if (v.standard === null) return v.typ === 'BigDecimal' ? u.konstante('0') : '0';
    // PAP 2024 declares PVA as BigDecimal with default "0": a BigDecimal zero, as Java code would need.
    if (v.typ === 'BigDecimal' && /^-?\d+(\.\d+)?$/.test(v.standard.trim()))
      return u.konstante(String(Number(v.standard)));
    return ausdruck(v.standard);
  };

  const methoden = alle(pap, 'METHOD');
  const methodenNamen = new Set(methoden.map((m) => m.attr.name));
  const main = alle(pap, 'MAIN')[0];
  if (!main) throw new Error('PAP: MAIN fehlt');

  function block(els: Element[], methode: string, tiefe: number): string {
    const ein = '  '.repeat(tiefe);
    let s = '';
    for (const el of els) {
      if (el.name === 'EVAL') {
        const z = parseZuweisung(el.attr.exec);
        if (!variablenNamen.has(z.ziel)) throw new Error(`PAP: Zuweisung an unbekannte Variable ${z.ziel}`);
        const ziel = z.index ? `this.${z.ziel}[${emittiere(z.index, u)}]` : `this.${z.ziel}`;
        s += `${ein}${ziel} = ${emittiere(z.wert, u)};\n`;
        if (ausgabeNamen.has(z.ziel))
          s += `${ein}if (this.spur) this.spur.push(['${methode}', '${z.ziel}', this.${z.ziel}.toString()]);\n`;
      } else if (el.name === 'EXECUTE') {
        const m = el.attr.method;
        if (!methodenNamen.has(m)) throw new Error(`PAP: unbekannte Methode ${m}`);
        s += `${ein}this.${m}();\n`;
      } else if (el.name === 'IF') {
        const dann = el.kinder.find((k) => k.name === 'THEN');
        const sonst = el.kinder.find((k) => k.name === 'ELSE');
        s += `${ein}if (${ausdruck(el.attr.expr)}) {\n${block(dann?.kinder ?? [], methode, tiefe + 1)}${ein}}`;
        s += sonst ? ` else {\n${block(sonst.kinder, methode, tiefe + 1)}${ein}}\n` : '\n';
      } else {
        throw new Error(`PAP: Element ${el.name} nicht unterstützt`);
      }
    }
    return s;
  }

  // The PAP's variables are the fields of one object per run and its methods are the class's
  // methods: they are compiled once per module, where closures inside berechne were created anew on
  // every run (the payslip's inverse runs the PAP about a thousand times per request).
  const rumpfMethoden = methoden
    .map((m) => `  ${m.attr.name}(): void {\n${block(m.kinder, m.attr.name, 2)}  }\n`)
    .join('');
  const rumpfMain = `  MAIN(): void {\n${block(main.kinder, 'MAIN', 2)}  }\n`;
  const typ = (v: Variable) => (v.typ === 'BigDecimal' ? 'BigDezimal' : 'number');
  // Fields are declared without initialiser ("declare") and set once in the constructor, in a
  // fixed order: every run's object gets the same shape, and no field is defined twice.
  const felder = [...eingaben, ...ausgaben, ...intern].map((v) => `  declare ${v.name}: ${typ(v)};\n`).join('');
  const eingabeZeilen = eingaben
    .map((v) => {
      const w =
        v.typ === 'BigDecimal'
          ? `e.${v.name} === undefined ? ${startwert(v)} : BigDezimal.valueOf(e.${v.name})`
          : `(e.${v.name} as number | undefined) ?? ${startwert(v)}`;
      return `    this.${v.name} = ${w};\n`;
    })
    .join('');
  const startZeilen = [...ausgaben, ...intern].map((v) => `    this.${v.name} = ${startwert(v)};\n`).join('');
  const konstZeilen = konstanten
    .map((c) => {
      const arr = c.attr.type.endsWith('[]');
      return (
        `const ${c.attr.name}: ${arr ? 'BigDezimal[]' : c.attr.type === 'BigDecimal' ? 'BigDezimal' : 'number'} ` +
        `= ${ausdruck(c.attr.value)};\n`
      );
    })
    .join('');
  const literalZeilen = [...literale].map(([t, n]) => `const ${n} = BigDezimal.lies('${t}');\n`).join('');

  return `${kopf}
/* eslint-disable */
import { BigDezimal } from '../../src/rechner/lohnsteuer/bigdezimal.ts';
import type { Schritt } from '../../src/vertrag/pap.ts';

${literalZeilen}
${konstZeilen}
export const EINGABEN = ${JSON.stringify(eingaben.map((v) => v.name))} as const;
export const AUSGABEN = ${JSON.stringify(ausgaben.map((v) => v.name))} as const;

class Lauf {
  declare spur: Schritt[] | undefined;
${felder}
  constructor(e: Partial<Record<string, number | string>>, spur: Schritt[] | undefined) {
    this.spur = spur;
${eingabeZeilen}${startZeilen}  }

${rumpfMethoden}${rumpfMain}}

type Wert = BigDezimal | number;

// innen: internal variables the caller reads after the run as well (netto-brutto's proof that a
// stretch of pay has the same outputs, src/rechner/abrechnung/steuern.ts).
export function berechne(
  e: Partial<Record<string, number | string>>,
  spur?: Schritt[],
  innen?: readonly string[],
): Record<string, Wert> {
  const z = new Lauf(e, spur);
  z.MAIN();
  const aus: Record<string, Wert> = { ${ausgaben.map((v) => `${v.name}: z.${v.name}`).join(', ')} };
  if (innen) for (const n of innen) aus[n] = (z as unknown as Record<string, Wert>)[n];
  return aus;
}
`;
}
