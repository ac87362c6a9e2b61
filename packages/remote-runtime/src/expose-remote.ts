// The one module a remote exposes (`./remote`, see tools/federation's remote preset): the remote's
// definition, labelled with its build. This file is compiled into the remote's own bundle, so the
// label is the remote's even though the runtime itself may be the shell's shared copy.
import remote from '@accrue/this-remote';

remote.buildLabel = process.env.ACCRUE_BUILD_LABEL ?? '';

export default remote;
