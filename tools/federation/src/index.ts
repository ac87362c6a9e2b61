export * from './shared';
export * from './containers';
export { containerConfig, type ContainerOptions } from './rsbuild';
