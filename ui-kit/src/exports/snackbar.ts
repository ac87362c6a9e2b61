// Public exports of the snackbars; it is the `@accrue/ui-kit/snackbar` entry. An entry of its own,
// apart from the overlays: a page that only says "Saved" (a provider, a store and a context; the
// region loads itself on the first snackbar) does not download the dialogs' and tooltips' code.
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_MAX_VISIBLE,
  SNACKBAR_TIMEOUT_MS,
  type SnackbarProviderProps,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarAction,
  type SnackbarTone,
} from '../components/Snackbar/Snackbar';
export { withSnackbar } from '../components/Snackbar/withSnackbar';
