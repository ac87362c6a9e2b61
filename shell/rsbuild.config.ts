import { containerConfig, devRemotesJson } from '@accrue/federation';

const devApi = `http://localhost:${process.env.PORT ?? 8080}`;

/** The shell: the host container. Its remotes come from remotes.json at run time, not from here. */
export default containerConfig({
  name: 'shell',
  root: import.meta.dirname,
  extra: {
    html: { template: './src/index.html' },
    output: {
      // federation-runtime.js keeps a stable name: embedding pages load it by URL (see sdk/src/embed.ts).
      filename: {
        js: (pathData) =>
          pathData.chunk?.name === 'federation-runtime' ? '[name].js' : '[name].[contenthash:10].js',
      },
    },
    source: {
      entry: {
        index: './src/index.ts',
        'federation-runtime': { import: './src/federation-runtime.ts', html: false },
        'kit-entries': { import: './src/kit-entries.ts', html: false },
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
