// Import rules of the code (npm test runs `depcruise`): imports point one way,
// data -> domain -> API, and no module reaches itself through others.
//   src/gemeinsam   dates, money rounding, key format: imports nothing of the project
//   src/daten       data format and loader
//   src/vertrag     contract types shared by every layer (Objekt, ParameterSpec, ApiFehler ...)
//   src/kalender    holidays, bank business days, deadlines
//   src/antwort     zod schemas of the answers (the shared envelope and the builders)
//   src/rechner     what several modules compute with (wage tax PAP runner, value readers)
//   src/datensaetze one module per dataset or calculator (discovered by the build, never imported
//                   by the API layer, which receives them as a dependency)
//   src/seiten      browser code of the documentation pages (bundled by the generator)
//   src/tor         edge gate (Deno): only vertrag and gemeinsam below it
//   src/api         answers, precomputation, calculator function, in-process gateway
//   src/konto       the account API and its webhooks (the Node function functions/konto.ts and the
//                   delivery functions): keys of src/api, the gate's quota, the answer schemas
//   generator, functions, netlify, scripts, bench, test: entry points on top
//   packages        the clients (SDK, CLI, MCP): src/ never imports them
const schicht = (von, erlaubt) => ({
  name: `schicht-${von}`,
  comment: `${von} imports only ${erlaubt.join(', ')} of src/`,
  severity: 'error',
  from: { path: `^src/${von}/` },
  to: {
    path: '^(src|generator|functions|netlify|scripts|bench|test)/',
    pathNot: `^src/(${[von, ...erlaubt].join('|')})/`,
  },
});

module.exports = {
  forbidden: [
    { name: 'kein-zyklus', comment: 'No import cycle.', severity: 'error', from: {}, to: { circular: true } },
    schicht('gemeinsam', []),
    schicht('daten', ['gemeinsam']),
    schicht('vertrag', ['gemeinsam', 'daten']),
    schicht('kalender', ['gemeinsam', 'daten']),
    schicht('antwort', ['gemeinsam', 'daten', 'vertrag']),
    schicht('rechner', ['gemeinsam', 'daten', 'vertrag', 'kalender', 'antwort']),
    schicht('datensaetze', ['gemeinsam', 'daten', 'vertrag', 'kalender', 'antwort', 'rechner']),
    schicht('seiten', ['gemeinsam', 'daten', 'vertrag', 'kalender', 'antwort', 'rechner', 'datensaetze']),
    schicht('tor', ['gemeinsam', 'vertrag']),
    // The API layer receives the modules as a dependency (build/module.ts, Module).
    schicht('api', ['gemeinsam', 'daten', 'vertrag', 'tor']),
    schicht('konto', ['gemeinsam', 'daten', 'vertrag', 'antwort', 'api', 'tor']),
    {
      name: 'src-nicht-nach-oben',
      comment: 'src/ never imports the generator, tests, scripts or entry points.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(generator|functions|netlify|scripts|bench|test)/' },
    },
    {
      // The clients are built from the API's build output, never the other way round; through
      // node_modules/@hr-referenzdaten/* the import resolves to packages/ as well.
      name: 'src-nicht-packages',
      comment: 'src/ never imports the client packages (packages/).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^packages/' },
    },
    {
      // Tools the scripts, bench and tests share live in scripts/; production-side code never
      // reaches into the tests.
      name: 'skripte-nicht-in-tests',
      comment: 'scripts/ and bench/ never import from test/.',
      severity: 'error',
      from: { path: '^(scripts|bench)/' },
      to: { path: '^test/' },
    },
    {
      name: 'generator-nicht-in-eintrittspunkte',
      severity: 'error',
      from: { path: '^generator/' },
      to: { path: '^(functions|netlify|scripts|bench|test)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|public)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
