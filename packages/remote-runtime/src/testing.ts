/**
 * What a remote's tests check its definition with (`@accrue/remote-runtime/testing`): kept out of
 * the runtime's main entry, which every page downloads.
 */
export { loadEveryLanguage } from './i18n/catalogue';
export { routesOwnedElsewhere, samplePath, titleOf, untranslatedTitles } from './route-table';
export { describeRemote, type RemoteContract } from './describe-remote';
