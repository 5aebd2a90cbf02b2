import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `npm run lint`: fails when two folders of app/modules depend on each other, directly or through
 * other folders (bookings → fleet → bookings). Each folder is one unit, a module's sub-folders too
 * (bookings/amendments, payments/provider): its own files may import each other freely, but between
 * folders the imports must run one way, so a part can be read, tested and moved without the ones
 * that use it. A module's sub-folder stands on its own: fleet may use bookings/states while
 * bookings uses fleet, as long as bookings/states uses neither. Type-only imports count: they tie the modules together as
 * much as any other. Test files do not: nothing imports them, so they cannot close a loop.
 *
 * Cycles between single files, inside a module or anywhere else, are knip's (knip.jsonc).
 */

/** An import from one module's file to another module's file. */
export type ModuleImport = { from: string; to: string };

const modulesFolder = 'app/modules';

/** The folder of app/modules a file of the app belongs to (bookings, bookings/amendments), or undefined outside it. */
export function moduleOf(file: string): string | undefined {
  const [top, middle, ...rest] = file.split('/');
  return `${top}/${middle}` === modulesFolder && rest.length > 1 ? rest.slice(0, -1).join('/') : undefined;
}

/**
 * The groups of modules that depend on each other (the graph's strongly connected components with
 * more than one module), each sorted by name, with the imports that tie them together.
 */
export function moduleCycles(imports: readonly ModuleImport[]): { modules: string[]; imports: ModuleImport[] }[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }

  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== module);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const module of [...edges.keys()].sort()) if (!index.has(module)) visit(module);

  return groups
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((modules) => ({
      modules,
      imports: imports
        .filter(({ from, to }) => {
          const [a, b] = [moduleOf(from), moduleOf(to)];
          return a !== b && modules.includes(a!) && modules.includes(b!);
        })
        .sort((x, y) => x.from.localeCompare(y.from) || x.to.localeCompare(y.to)),
    }));
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** Every import between files of app/modules, resolved the way TypeScript resolves them (the `~/` alias too). */
function importsOfModules(root: string): ModuleImport[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = fs
    .readdirSync(path.join(root, modulesFolder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${modulesFolder}/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file));
  return files.flatMap((from) => {
    const source = fs.readFileSync(path.join(root, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, path.join(root, from), options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const to = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      return moduleOf(to) ? [{ from, to }] : [];
    });
  });
}

// Run as a command (not when a test imports the functions above).
if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const cycles = moduleCycles(importsOfModules(process.cwd()));
  if (cycles.length === 0) {
    console.log('No import cycles between the folders of app/modules.');
  } else {
    for (const { modules, imports } of cycles) {
      console.error(`Import cycle between modules: ${modules.join(', ')}`);
      for (const { from, to } of imports) console.error(`  ${from} → ${to}`);
    }
    console.error(
      `\n${cycles.length} cycle(s) between the folders of app/modules: make each pair's imports run one way (move the shared piece to the module both use, or to app/utils).`,
    );
    process.exit(1);
  }
}
