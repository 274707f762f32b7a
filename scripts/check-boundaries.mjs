// The web app's layering (docs/architecture.md, "Layout"): a feature imports only itself,
// entities/, components/, lib/ and packages, never another feature; entities/, components/ and
// lib/ never import a feature. Biome's noRestrictedImports can only list fixed paths per folder,
// not "anything outside the importing file's own feature", so this check is a script of its own,
// run by `npm run lint` and by `npm test`'s lint step.
//
// Usage: node scripts/check-boundaries.mjs   (exit 1 and one line per crossing import)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders under features/ that group features by area; any other folder there is one feature. */
export const AREAS = ['admin', 'company', 'exam', 'public'];

// `from '…'` (imports and re-exports), `import '…'`, `import('…')` and `vi.mock('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

/** The feature folder a src-relative path belongs to (`features/company/employees`), or null. */
export function featureOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'features' || parts.length < 3) return null;
  if (AREAS.includes(parts[1])) return parts.length < 4 ? null : parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** The src-relative path an import points at, or null for packages. */
function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  }
  return null;
}

/**
 * Every import in `files` (paths relative to apps/web/src, posix separators) that crosses a
 * boundary: into another feature, or from entities/, components/ or lib/ into any feature.
 */
export function findCrossings(files) {
  const crossings = [];
  for (const { path: file, source } of files) {
    const own = featureOf(file);
    const layer = file.split('/')[0];
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1];
      const target = resolveSpecifier(file, specifier);
      if (target === null || !target.startsWith('features/')) continue;
      const targetFeature = featureOf(target) ?? target;
      const crosses =
        own !== null ? targetFeature !== own : ['entities', 'components', 'lib'].includes(layer);
      if (!crosses) continue;
      crossings.push({
        file,
        specifier,
        reason: own ? `${own} → ${targetFeature}` : `${layer}/ → features/`,
      });
    }
  }
  return crossings;
}

/** The source files of a src folder, as `findCrossings` takes them. */
export function readSources(srcDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry.name)) {
        files.push({
          path: path.relative(srcDir, full).split(path.sep).join('/'),
          source: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(srcDir);
  return files;
}

// A path, not new URL(): the web unit test imports this under jsdom, whose URL fileURLToPath rejects.
export const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const crossings = findCrossings(readSources(WEB_SRC));
  for (const c of crossings) {
    console.error(`apps/web/src/${c.file}: import '${c.specifier}' crosses a boundary (${c.reason})`);
  }
  if (crossings.length > 0) {
    console.error(
      `\n✖ ${crossings.length} import(s) cross a feature boundary: move what is shared to entities/, components/ or lib/.`,
    );
    process.exit(1);
  }
  console.log('✔ No import crosses a feature boundary.');
}
