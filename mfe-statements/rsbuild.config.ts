import { containerConfig } from '@accrue/federation';

export default containerConfig({
  name: 'mfe_statements',
  root: import.meta.dirname,
  exposes: {
    './spa': './src/spa.ts',
    './widgets/statement': './src/widgets/statement/index.ts',
  },
});
