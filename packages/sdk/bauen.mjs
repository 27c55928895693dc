// npm run build in this package (also before npm pack): ESM and CJS from the same sources, and the
// snapshot as a module in both forms. Needs the generated files of the repository's npm run build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const hier = import.meta.dirname;
if (!existsSync(join(hier, 'src', 'erzeugt', 'operationen.ts'))) {
  console.error('src/erzeugt fehlt: zuerst im Repository npm run build ausführen.');
  process.exit(1);
}
rmSync(join(hier, 'dist'), { recursive: true, force: true });
const tsc = join(hier, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', hier], { stdio: 'inherit' });
execFileSync(process.execPath, [tsc, '-p', hier, '--module', 'commonjs', '--moduleResolution', 'node10', '--outDir', join(hier, 'dist', 'cjs')], { stdio: 'inherit' });
writeFileSync(join(hier, 'dist', 'esm', 'package.json'), '{"type":"module"}\n');
writeFileSync(join(hier, 'dist', 'cjs', 'package.json'), '{"type":"commonjs"}\n');
const schnappschuss = readFileSync(join(hier, 'schnappschuss.json'), 'utf8');
writeFileSync(join(hier, 'schnappschuss.mjs'), `export default ${schnappschuss};\n`);
writeFileSync(join(hier, 'schnappschuss.cjs'), `module.exports = ${schnappschuss};\n`);
