/** The remote being built (an alias set by tools/federation's remote preset). */
declare module '@accrue/this-remote' {
  import type { Remote } from '@accrue/remote-runtime';

  const remote: Remote;
  export default remote;
}
