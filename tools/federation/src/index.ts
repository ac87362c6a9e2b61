export * from './shared';
export * from './containers';
export { containerConfig, remoteConfig, pluginRemotesJson, type ContainerOptions } from './rsbuild';
