import { useIntl } from 'react-intl';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import type { User } from './model';
import { useToggleDeactivation } from './queries';

/**
 * Deactivating or reactivating one user, as the directory's row action and the member page's
 * button do it: the snackbar says which it did, or shows why it failed (`showError`, which the
 * pages use for their other actions too). `toggle` is the mutation itself (bulk toggles, pending).
 */
export function useToggleUser() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const toggle = useToggleDeactivation();
  const showError = (error: unknown) =>
    snackbar.show({ tone: 'error', message: error instanceof Error ? error.message : String(error) });
  const toggleUser = async (user: Pick<User, 'id' | 'fullName'>) => {
    try {
      const after = await toggle.mutateAsync(user.id);
      snackbar.show({
        tone: 'success',
        message: intl.formatMessage(
          {
            id:
              after.status === 'DEACTIVATED' ? 'directory.toast.deactivated' : 'directory.toast.reactivated',
          },
          { name: user.fullName },
        ),
      });
    } catch (error) {
      showError(error);
    }
  };
  return { toggle, toggleUser, showError };
}
