import { abfrageParameter } from './src/rechner/abrechnung/anfrage';
import { parameterMit } from './src/rechner/abrechnung/parameter';
const neu = abfrageParameter('brutto'); const alt = parameterMit('brutto');
const byName = new Map(alt.map(p=>[p.name,p]));
console.log(neu.length, alt.length);
for (const p of neu) { const a = byName.get(p.name); if (!a) { console.log('NEU', p.name); continue; }
  const strip=(x)=>JSON.stringify({...x, beschreibung: undefined});
  if (strip(a)!==strip(p)) console.log('DIFF', p.name, strip(a), strip(p));
  if (a.beschreibung!==p.beschreibung) console.log('TEXT', p.name); byName.delete(p.name);}
console.log('FEHLT', [...byName.keys()]);
console.log(neu.map(p=>p.name).join(' '));
