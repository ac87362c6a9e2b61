import { containerConfig, devRemotesJson, KIT_AREA_ENTRIES, pluginRemotesJson } from '@accrue/federation';

const devApi = `http://localhost:${process.env.PORT ?? 8080}`;

/** The shell: the host container. Its remotes come from remotes.json at run time, not from here. */
export default containerConfig({
  name: 'shell',
  root: import.meta.dirname,
  extra: {
    html: { template: './src/index.html' },
    plugins: [pluginRemotesJson()],
    output: {
      // federation-runtime.js keeps a stable name: embedding pages load it by URL (see sdk/src/embed.ts).
      filename: {
        js: (pathData) =>
          pathData.chunk?.name === 'federation-runtime' ? '[name].js' : '[name].[contenthash:10].js',
      },
    },
    tools: {
      rspack: {
        // Async chunks by a template, not the function above: with a function, Rspack writes the
        // name of every async chunk in full into the entry (about 2 kB gzip for the ~160 chunks);
        // with a template, only each chunk's hash.
        output: { chunkFilename: 'static/js/async/[name].[contenthash:10].js' },
      },
    },
    source: {
      entry: {
        index: './src/index.ts',
        'federation-runtime': { import: './src/federation-runtime.ts', html: false },
        // Never loaded by a page: it makes the shell provide EVERY entry of the ui-kit to the share
        // scope. Module Federation provides only the shared modules a container's build imports;
        // without it, the first remote to use, say, the table would provide its own copy of the
        // table entry, with its own react-aria contexts, and its components would not see the
        // locale set by the shell's AccrueProvider.
        'kit-entries': { import: [...KIT_AREA_ENTRIES], html: false },
      },
    },
    server: {
      // The dev server stands in for the API's static hosting: it proxies the API and answers
      // remotes.json with the remotes' dev servers.
      proxy: { '/api': devApi, '/auth/login': devApi, '/oidc': devApi },
      historyApiFallback: true,
    },
    dev: {
      setupMiddlewares: [
        (middlewares) => {
          middlewares.unshift((req, res, next) => {
            if (req.url !== '/remotes.json') return next();
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(devRemotesJson()));
          });
        },
      ],
    },
  },
});
