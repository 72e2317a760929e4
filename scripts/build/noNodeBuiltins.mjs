import { builtinModules } from 'node:module';

/**
 * Fails a browser bundle that imports a Node built-in (node:fs, worker_threads, …): the web
 * worker extension host and the webview have none, and esbuild would otherwise leave the
 * import for the browser to fail on. Node's globals (process, Buffer) are caught by
 * tsconfig.web.json, which type-checks the browser's entry without Node's types.
 */
export const noNodeBuiltins = {
  name: 'no-node-builtins',
  setup(build) {
    const builtins = new Set(builtinModules);
    build.onResolve({ filter: /.*/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      if (args.path === name && !builtins.has(name) && !builtins.has(name.split('/')[0])) return undefined;
      return { errors: [{ text: `'${args.path}' is a Node built-in, and this bundle runs in a browser (imported by ${args.importer})` }] };
    });
  },
};
