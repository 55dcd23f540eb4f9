/** The dialog of the UI queue (loaded on demand by the UI host). Server text is rendered as text. */
import { Dialog } from 'antd-mobile';
import type { RootState } from '../../store';
import { useWords } from './widget-services';
import { wholeAmounts } from './copy';

type DialogRequest = RootState['ui']['dialogs'][number];

export default function DialogView({
  dialog,
  settle,
}: {
  dialog: DialogRequest;
  settle: (id: string, choice: 'confirm' | 'cancel') => void;
}) {
  const words = useWords();
  return (
    <Dialog
      visible
      title={dialog.title}
      content={dialog.content ? wholeAmounts(dialog.content) : dialog.content}
      aria-label={dialog.title || dialog.content || words.message}
      closeOnMaskClick={dialog.closeOnMaskClick ?? false}
      onClose={() => settle(dialog.id, 'cancel')}
      actions={[
        [
          ...(dialog.cancelText
            ? [{ key: 'cancel', text: dialog.cancelText, onClick: () => settle(dialog.id, 'cancel') }]
            : []),
          {
            key: 'confirm',
            text: dialog.confirmText,
            bold: true,
            onClick: () => settle(dialog.id, 'confirm'),
          },
        ],
      ]}
    />
  );
}
