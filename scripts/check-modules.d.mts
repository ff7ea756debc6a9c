/** Every break of the module rules, as printable `file:line: why` lines (empty: the modules keep to their rooms). */
export function checkModules(modulesDir?: string): string[];
/** The import figures between modules (code and tests apart) and the modules of each cycle. */
export function moduleStats(modulesDir?: string): {
  code: Record<
    'imports' | 'intoIndex' | 'intoTables' | 'intoTestHelpers' | 'intoInsides' | 'intoInsidesBesidesExceptions',
    number
  >;
  tests: Record<
    'imports' | 'intoIndex' | 'intoTables' | 'intoTestHelpers' | 'intoInsides' | 'intoInsidesBesidesExceptions',
    number
  >;
  cycles: string[][];
};
