import { containerConfig } from '@accrue/federation';

export default containerConfig({
  name: 'mfe_plans',
  root: import.meta.dirname,
  exposes: {
    './spa': './src/spa.ts',
  },
});
