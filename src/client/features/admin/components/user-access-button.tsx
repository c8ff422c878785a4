import { Button } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../../lib/trpc';

type User = RouterOutputs['users']['list']['data'][number];

/**
 * Disables an account (after the browser's confirmation: the person is signed out at once) or enables it
 * again. Not offered on the admin's own row: the server refuses it, as nobody would be left to undo it.
 */
export function UserAccessButton({ user }: { user: User }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const options = (done: string) => ({
    onSuccess: () => {
      notifySuccess(done);
      void utils.users.list.invalidate();
    },
    onError: (err: unknown) =>
      notifyError(LL.admin.accessFailed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  const disable = trpc.users.disable.useMutation(options(LL.admin.userDisabled({ name: user.name })));
  const enable = trpc.users.enable.useMutation(options(LL.admin.userEnabled({ name: user.name })));

  if (user.disabled_at) {
    return (
      <Button
        size="xs"
        variant="light"
        color="teal"
        loading={enable.isPending}
        onClick={() => enable.mutate({ id: user.id })}
        aria-label={`${LL.admin.enable()} ${user.username}`}
      >
        {LL.admin.enable()}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={disable.isPending}
      onClick={() => window.confirm(LL.admin.disableConfirm({ name: user.name })) && disable.mutate({ id: user.id })}
      aria-label={`${LL.admin.disable()} ${user.username}`}
    >
      {LL.admin.disable()}
    </Button>
  );
}
