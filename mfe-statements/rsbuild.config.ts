import { remoteConfig } from '@accrue/federation';

export default remoteConfig(import.meta.dirname);
