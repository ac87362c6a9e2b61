import { containerConfig } from '@accrue/federation';

export default containerConfig({
  name: 'mfe_data',
  root: import.meta.dirname,
  exposes: {
    './spa': './src/spa.ts',
    './widgets/dashboard': './src/widgets/dashboard/index.ts',
  },
});
