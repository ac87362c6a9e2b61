// An entry of its own, served unhashed at /static/js/federation-runtime.js: the shell publishes the
// Module Federation runtime that remotes are built against, so a host page that embeds a widget
// without the shell (a CRM) loads this first. Its content is what the build injects into every shell
// entry: the runtime core (experiments.provideExternalRuntime, `_FEDERATION_RUNTIME_CORE`) and the
// bundler runtime's functions (tools/federation/provide-bundler-runtime.js,
// `_ACCRUE_FEDERATION_BUNDLER_RUNTIME`); a production remoteEntry.js carries neither.
export {};
