// Translates the Java expressions of a BMF Programmablaufplan (the exec/expr attributes of the
// XML) into TypeScript on BigDezimal (src/rechner/lohnsteuer/bigdezimal.ts). The PAP XML is a
// pseudo-program in Java syntax on java.math.BigDecimal; only the subset it uses is accepted,
// anything else stops the build so a new PAP version cannot be translated silently wrong.
//
// BigDezimal keeps java.math.BigDecimal's semantics, so every call maps one to one:
//   add/subtract/multiply are exact; divide(x, scale, mode) rounds the exact quotient once
//   (divideScale); divide(x) without scale is exact and throws where Java throws (a quotient
//   without finite decimal expansion); setScale(n, mode); compareTo gives -1, 0, 1; longValue()
//   truncates towards zero. Rounding modes are Java's codes (ROUND_UP 0 ... ROUND_HALF_EVEN 6).
//   In the PAPs 2015 to 2026 divide(x) divides by 2, 5, 100 or 500, or a TAB2/TAB3 entry
//   (multiples of 30 and 9) by 12, so it cannot throw for any input.

export type Knoten =
  | { art: 'zahl'; text: string }
  | { art: 'name'; name: string }
  | { art: 'feld'; name: string } // BigDecimal.ZERO, BigDecimal.ROUND_DOWN, ...
  | { art: 'index'; ziel: Knoten; index: Knoten }
  | { art: 'aufruf'; ziel: Knoten; methode: string; argumente: Knoten[] }
  | { art: 'statisch'; methode: string; argumente: Knoten[] } // BigDecimal.valueOf(...), new BigDecimal(...)
  | { art: 'einstellig'; op: string; wert: Knoten }
  | { art: 'zweistellig'; op: string; links: Knoten; rechts: Knoten }
  | { art: 'liste'; elemente: Knoten[] };

const TOKEN = /\s*(\d+\.\d+|\d+|[A-Za-z_][A-Za-z_0-9]*|&&|\|\||==|!=|<=|>=|[-+*/<>!=(),.[\]{}])/y;

function zerlege(text: string): string[] {
  const t: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`PAP-Ausdruck nicht lesbar bei "${text.slice(TOKEN.lastIndex)}" in: ${text}`);
    t.push(m[1]);
  }
  return t;
}

// Binary operators by precedence, loosest first (Java's order for the ones the PAP uses).
const STUFEN = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/']];

export function parse(text: string): Knoten {
  const t = zerlege(text);
  let i = 0;
  const blick = () => t[i];
  const nimm = (erwartet?: string) => {
    const x = t[i++];
    if (erwartet !== undefined && x !== erwartet)
      throw new Error(`PAP-Ausdruck: "${erwartet}" erwartet, "${x}" gefunden in: ${text}`);
    return x;
  };
  function argumente(): Knoten[] {
    nimm('(');
    const a: Knoten[] = [];
    if (blick() !== ')') {
      a.push(binaer(0));
      while (blick() === ',') {
        nimm();
        a.push(binaer(0));
      }
    }
    nimm(')');
    return a;
  }
  function primaer(): Knoten {
    const x = nimm();
    if (x === undefined) throw new Error(`PAP-Ausdruck endet zu früh: ${text}`);
    if (x === '(') {
      const k = binaer(0);
      nimm(')');
      return k;
    }
    if (x === '{') {
      const elemente: Knoten[] = [];
      if (blick() !== '}') {
        elemente.push(binaer(0));
        while (blick() === ',') {
          nimm();
          elemente.push(binaer(0));
        }
      }
      nimm('}');
      return { art: 'liste', elemente };
    }
    if (x === '-' || x === '!') return { art: 'einstellig', op: x, wert: postfix(primaer()) };
    if (/^\d/.test(x)) return { art: 'zahl', text: x };
    if (x === 'new') {
      const typ = nimm();
      if (typ !== 'BigDecimal') throw new Error(`PAP-Ausdruck: new ${typ} nicht unterstützt: ${text}`);
      return { art: 'statisch', methode: 'new', argumente: argumente() };
    }
    if (x === 'BigDecimal') {
      nimm('.');
      const n = nimm();
      if (blick() === '(') return { art: 'statisch', methode: n, argumente: argumente() };
      return { art: 'feld', name: n };
    }
    if (/^[A-Za-z_]/.test(x)) return { art: 'name', name: x };
    throw new Error(`PAP-Ausdruck: unerwartet "${x}" in: ${text}`);
  }
  function postfix(k: Knoten): Knoten {
    for (;;) {
      if (blick() === '.') {
        nimm();
        const m = nimm();
        k = { art: 'aufruf', ziel: k, methode: m, argumente: argumente() };
      } else if (blick() === '[') {
        nimm();
        const idx = binaer(0);
        nimm(']');
        k = { art: 'index', ziel: k, index: idx };
      } else return k;
    }
  }
  function binaer(stufe: number): Knoten {
    if (stufe === STUFEN.length) return postfix(primaer());
    let links = binaer(stufe + 1);
    while (STUFEN[stufe].includes(blick())) {
      const op = nimm();
      links = { art: 'zweistellig', op, links, rechts: binaer(stufe + 1) };
    }
    return links;
  }
  const k = binaer(0);
  if (i !== t.length) throw new Error(`PAP-Ausdruck: Rest "${t.slice(i).join(' ')}" in: ${text}`);
  return k;
}

// An assignment "NAME = expr" or "NAME[idx] = expr" of an EVAL element.
export function parseZuweisung(text: string): { ziel: string; index?: Knoten; wert: Knoten } {
  const m = /^\s*([A-Za-z_][A-Za-z_0-9]*)\s*(\[[^\]]*\])?\s*=(?!=)([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`PAP-Zuweisung nicht lesbar: ${text}`);
  return { ziel: m[1], index: m[2] ? parse(m[2].slice(1, -1)) : undefined, wert: parse(m[3]) };
}

// Java's codes of BigDecimal's rounding modes (the constants' values in java.math.BigDecimal).
const RUNDUNG: Record<string, number> = {
  ROUND_UP: 0,
  ROUND_DOWN: 1,
  ROUND_CEILING: 2,
  ROUND_FLOOR: 3,
  ROUND_HALF_UP: 4,
  ROUND_HALF_DOWN: 5,
  ROUND_HALF_EVEN: 6,
};

export interface Umgebung {
  // Decimal literals hoisted to module constants: text of the literal -> constant name.
  konstante(text: string): string;
  // The code that reads a PAP variable or constant by name (a variable is a field of the run's
  // state, a constant a module constant); throws for an unknown name.
  referenz(name: string): string;
}

export function emittiere(k: Knoten, u: Umgebung): string {
  const e = (x: Knoten) => emittiere(x, u);
  switch (k.art) {
    case 'zahl':
      return k.text;
    case 'name':
      return u.referenz(k.name);
    case 'feld':
      if (k.name === 'ZERO') return u.konstante('0');
      if (k.name === 'ONE') return u.konstante('1');
      if (k.name === 'TEN') return u.konstante('10');
      // The code as a literal (with the name beside it): no lookup on every rounding.
      if (Object.hasOwn(RUNDUNG, k.name)) return `${RUNDUNG[k.name]} /* ${k.name} */`;
      throw new Error(`PAP: BigDecimal.${k.name} nicht unterstützt`);
    case 'index':
      return `${e(k.ziel)}[${e(k.index)}]`;
    case 'liste':
      return `[${k.elemente.map(e).join(', ')}]`;
    case 'einstellig':
      if (k.op === '-' && k.wert.art === 'zahl') return `-${k.wert.text}`;
      return `${k.op}(${e(k.wert)})`;
    case 'zweistellig':
      // Only int/double arithmetic and boolean logic reach here; BigDecimal uses methods.
      if (k.op === '/') throw new Error('PAP: Ganzzahldivision mit / nicht unterstützt');
      return `(${e(k.links)} ${k.op === '==' ? '===' : k.op === '!=' ? '!==' : k.op} ${e(k.rechts)})`;
    case 'statisch': {
      if (k.methode !== 'valueOf' && k.methode !== 'new')
        throw new Error(`PAP: BigDecimal.${k.methode} nicht unterstützt`);
      if (k.argumente.length !== 1) throw new Error('PAP: BigDecimal.valueOf mit einem Argument erwartet');
      const a = k.argumente[0];
      if (a.art === 'zahl') return u.konstante(normiere(a.text));
      if (a.art === 'einstellig' && a.op === '-' && a.wert.art === 'zahl')
        return u.konstante(normiere(`-${a.wert.text}`));
      if (k.methode === 'new') throw new Error('PAP: new BigDecimal nur mit Zahl');
      // valueOf(long/double variable): Java takes the double's shortest decimal string (Double.toString).
      return `BigDezimal.valueOf(${e(a)})`;
    }
    case 'aufruf': {
      const z = e(k.ziel);
      const a = k.argumente.map(e);
      switch (k.methode) {
        case 'add':
        case 'subtract':
        case 'multiply':
        case 'compareTo':
          return `${z}.${k.methode}(${eins(a, k)})`;
        case 'divide':
          if (a.length === 1) return `${z}.divide(${a[0]})`;
          if (a.length === 3) return `${z}.divideScale(${a[0]}, ${a[1]}, ${a[2]})`;
          throw new Error('PAP: divide mit 1 oder 3 Argumenten erwartet');
        case 'setScale':
          if (a.length !== 2) throw new Error('PAP: setScale ohne Rundungsart nicht unterstützt');
          return `${z}.setScale(${a[0]}, ${a[1]})`;
        case 'longValue':
          if (a.length !== 0) throw new Error('PAP: longValue ohne Argumente erwartet');
          return `${z}.longValue()`;
        default:
          throw new Error(`PAP: Methode ${k.methode} nicht unterstützt`);
      }
    }
  }
}

function eins(a: string[], k: Knoten): string {
  if (a.length !== 1) throw new Error(`PAP: ein Argument erwartet bei ${JSON.stringify(k).slice(0, 120)}`);
  return a[0];
}

function normiere(text: string): string {
  return String(Number(text)) === text ? text : text.replace(/\.?0+$/, '');
}
