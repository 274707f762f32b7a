import type { TCompanyAdminMember } from '@mirume/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCompanyAdmin } from '../api/delete-company-admin';

/** Asks before deleting, naming the person; the deleted user is signed out at once. */
export function DeleteMemberDialog({
  member,
  onClose,
  onDeleted,
}: {
  member: TCompanyAdminMember | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCompanyAdmin();
  const snackbar = useSnackbar();
  return (
    <ConfirmDialog
      open={member !== null}
      title="管理者の削除"
      confirmLabel="削除する"
      destructive
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        if (!member) return;
        try {
          await remove.mutateAsync(member.id);
          snackbar.show('delete');
          onClose();
          onDeleted?.();
        } catch (error) {
          snackbar.show({ message: errorMessage(error), severity: 'error' });
          onClose();
        }
      }}
    >
      {member
        ? `${member.last_name} ${member.first_name}（${member.email}）さんを削除します。削除すると、この方はログインできなくなります。よろしいですか？`
        : ''}
    </ConfirmDialog>
  );
}
