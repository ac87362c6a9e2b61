/**
 * Never loaded by a page: a build entry that makes the shell provide EVERY entry of the ui-kit to
 * the share scope. Module Federation provides only the shared modules a container's build
 * imports; without this, the first remote to use, say, the table would provide its own copy of
 * the table entry, with its own react-aria contexts, apart from the core the shell provides, and
 * its components would not see the locale set by the shell's AccrueProvider.
 */
import '@accrue/ui-kit/overlays';
import '@accrue/ui-kit/forms';
import '@accrue/ui-kit/select';
import '@accrue/ui-kit/table';
import '@accrue/ui-kit/filters';
import '@accrue/ui-kit/dates';
import '@accrue/ui-kit/display';
import '@accrue/ui-kit/format';
