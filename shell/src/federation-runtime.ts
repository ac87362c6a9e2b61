// An entry of its own, served unhashed at /federation-runtime.js: the shell publishes the Module
// Federation runtime that remotes are built against (externalRuntime), so a host page that embeds a
// widget without the shell (a CRM) loads this first. Its content is the runtime the build injects.
export {};
