#!/usr/bin/env node
// Server modules keep to their rooms (docs/decisions/module-boundaries.md): a file of apps/server/src/modules/<a>/
// imports another module <b> only through its doors, and the modules import each other without a cycle.
//   doors: <b>/index.ts (what <b> lets others use) and <b>/*.tables.ts (its tables: the schema is one layer below
//          every module's code); test files may also use <b>/*.test-helpers.ts
//   cycle: module code (test files and tables left out) importing itself back through other modules
// Prints each violation as file:line and exits 1; `--stats` prints the import figures instead (exit 0).
//   node scripts/check-modules.mjs [--stats] [modules directory]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DIR = join(root, 'apps/server/src/modules');

/**
 * Imports tolerated until a file moves (module path → why): none today. leaves/leaves.scope.ts (who validates whom)
 * was the one, until it moved to platform/validators.ts, which every module may import (issue 22).
 */
export const KNOWN_EXCEPTIONS = new Map();

const isTest = (file) => /\.test\.tsx?$|\.test-helpers\.tsx?$/.test(file);
const isTables = (file) => /^[^/]+\/[^/]+\.tables\.ts$/.test(file);
const isIndex = (file) => /^[^/]+\/index\.ts$/.test(file);
const moduleOf = (file) => file.split('/')[0];

function sourceFiles(dir, base = dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path, base));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(relative(base, path).split(sep).join('/'));
  }
  return files.sort();
}

/** The file an import names, relative to the modules directory, or null when it is outside it (or not relative). */
function resolveImport(modulesDir, fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(modulesDir, dirname(fromFile), specifier);
  const inside = relative(modulesDir, target);
  if (inside.startsWith('..') || inside === '') return null;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? `${target}.ts`;
  return relative(modulesDir, found).split(sep).join('/');
}

/**
 * Every module a TypeScript file names: `import … from`, `export … from`, `import('…')` and `typeof import('…')`,
 * with the specifier's offset. Parsed by Oxc's parser as Rolldown (Vite's bundler) ships it: TypeScript 7, the
 * compiler the typecheck runs, no longer offers a JavaScript API (its ts.preProcessFile did this until TypeScript 6).
 */
const NODES_NAMING_A_MODULE = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportType',
]);

export function importsOf(text, file) {
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) if (child) visit(child);
      return;
    }
    const literal = NODES_NAMING_A_MODULE.has(node.type) ? node.source : null;
    if (literal?.type === 'Literal' && typeof literal.value === 'string') {
      found.push({ specifier: literal.value, start: literal.start });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  try {
    visit(parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return found;
}

/** Every import of one module's file by another module's file: { from, line, to, specifier }. */
export function crossModuleImports(modulesDir) {
  const imports = [];
  for (const from of sourceFiles(modulesDir)) {
    const text = readFileSync(join(modulesDir, from), 'utf8');
    for (const ref of importsOf(text, from)) {
      const to = resolveImport(modulesDir, from, ref.specifier);
      if (!to) continue;
      const line = text.slice(0, ref.start).split('\n').length;
      imports.push({ from, line, to, specifier: ref.specifier });
    }
  }
  return imports;
}

/** Why an import breaks the rooms, or null when it keeps to them. */
function violationOf({ from, to }) {
  const source = moduleOf(from);
  const target = moduleOf(to);
  if (source === target) {
    return isIndex(to) && !isIndex(from)
      ? `imports its own module's index.ts: import the file itself (the index is the door for the others)`
      : null;
  }
  if (isTables(from) && !isTables(to)) return `a tables file imports only tables: ${to} is not`;
  if (isIndex(to) || isTables(to) || KNOWN_EXCEPTIONS.has(to)) return null;
  if (isTest(from) && /\.test-helpers\.ts$/.test(to)) return null;
  return `imports ${to}, inside the ${target} module: import from '../${target}' (its index.ts) or its tables`;
}

/** The module graph of module code: an edge a → b with the first import that makes it. */
function moduleGraph(imports) {
  const graph = new Map();
  for (const imp of imports) {
    const [a, b] = [moduleOf(imp.from), moduleOf(imp.to)];
    if (a === b || isTest(imp.from) || isTables(imp.from) || isTables(imp.to)) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.get(a).has(b)) graph.get(a).set(b, imp);
  }
  return graph;
}

/**
 * One cycle per strongly connected component of the graph (Tarjan): { modules (all of the component's), imports (the
 * edges of its shortest cycle from its first module) }.
 */
export function moduleCycles(imports) {
  const graph = moduleGraph(imports);
  const next = (m) => [...(graph.get(m)?.keys() ?? [])].sort();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (m) => {
    index.set(m, index.size);
    low.set(m, index.get(m));
    stack.push(m);
    for (const n of next(m)) {
      if (!index.has(n)) {
        visit(n);
        low.set(m, Math.min(low.get(m), low.get(n)));
      } else if (stack.includes(n)) low.set(m, Math.min(low.get(m), index.get(n)));
    }
    if (low.get(m) === index.get(m)) {
      const component = [];
      let n;
      do {
        n = stack.pop();
        component.push(n);
      } while (n !== m);
      if (component.length > 1) components.push(new Set(component));
    }
  };
  for (const m of [...graph.keys()].sort()) if (!index.has(m)) visit(m);
  // Within a component, the shortest way back from its first module to itself (breadth first).
  return components.map((component) => {
    const start = [...component].sort()[0];
    const previous = new Map();
    const queue = [start];
    while (queue.length) {
      const m = queue.shift();
      for (const n of next(m).filter((n) => component.has(n))) {
        if (n === start) {
          const path = [n];
          for (let at = m; at !== start; at = previous.get(at)) path.unshift(at);
          path.unshift(start);
          return { modules: [...component].sort(), imports: path.slice(1).map((to, i) => graph.get(path[i]).get(to)) };
        }
        if (!previous.has(n)) {
          previous.set(n, m);
          queue.push(n);
        }
      }
    }
    return { modules: [...component].sort(), imports: [] };
  });
}

/** Every break of the rules, as printable lines (empty: the modules keep to their rooms). */
export function checkModules(modulesDir = DEFAULT_DIR) {
  const imports = crossModuleImports(modulesDir);
  const shown = (file) => relative(root, join(modulesDir, file)).split(sep).join('/');
  const problems = [];
  for (const imp of imports) {
    const why = violationOf(imp);
    if (why) problems.push(`${shown(imp.from)}:${imp.line}: ${why}`);
  }
  for (const { modules, imports: cycle } of moduleCycles(imports)) {
    const names = [...cycle.map((imp) => moduleOf(imp.from)), moduleOf(cycle[0].from)];
    const others = modules.length > cycle.length ? ` (the loop holds ${modules.join(', ')})` : '';
    problems.push(`import cycle between modules: ${names.join(' → ')}${others}`);
    for (const imp of cycle) problems.push(`  ${shown(imp.from)}:${imp.line}: imports '${imp.specifier}'`);
  }
  return problems;
}

/** The figures of docs/decisions/module-boundaries.md: imports between modules, by kind. */
export function moduleStats(modulesDir = DEFAULT_DIR) {
  const between = crossModuleImports(modulesDir).filter((imp) => moduleOf(imp.from) !== moduleOf(imp.to));
  const count = (list) => {
    const isHelpers = (imp) => /\.test-helpers\.ts$/.test(imp.to);
    const inside = list.filter((imp) => !isIndex(imp.to) && !isTables(imp.to) && !isHelpers(imp));
    return {
      imports: list.length,
      intoIndex: list.filter((imp) => isIndex(imp.to)).length,
      intoTables: list.filter((imp) => isTables(imp.to)).length,
      intoTestHelpers: list.filter(isHelpers).length,
      intoInsides: inside.length,
      intoInsidesBesidesExceptions: inside.filter((imp) => !KNOWN_EXCEPTIONS.has(imp.to)).length,
    };
  };
  return {
    code: count(between.filter((imp) => !isTest(imp.from))),
    tests: count(between.filter((imp) => isTest(imp.from))),
    cycles: moduleCycles(between).map(({ modules }) => modules),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? DEFAULT_DIR;
  if (args.includes('--stats')) {
    console.log(JSON.stringify(moduleStats(resolve(dir)), null, 2));
  } else {
    const problems = checkModules(resolve(dir));
    for (const line of problems) console.error(line);
    if (problems.length) {
      console.error(`\n${problems.filter((p) => !p.startsWith(' ')).length} module boundary problem(s)`);
      process.exit(1);
    }
    console.log('modules: every import between modules goes through a door, and no cycle');
  }
}
