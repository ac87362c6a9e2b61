// The standalone dev entry of every remote (tools/federation points a remote's `index` entry here and
// aliases `@accrue/this-remote` to its src/remote.ts). The import() is Module Federation's async
// boundary: shared singletons are negotiated before React or single-spa is evaluated.
void Promise.all([import('@accrue/this-remote'), import('./standalone')]).then(
  ([{ default: remote }, { mountStandalone }]) => {
    const root = document.createElement('div');
    document.body.append(root);
    mountStandalone(remote, root);
  },
);
