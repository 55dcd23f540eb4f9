/** Shows the UI queue: toasts, the loading label and dialogs. Server text is always rendered as text. */
import { useSelector } from 'react-redux';
import { Dialog, SpinLoading } from 'antd-mobile';
import { useEngine } from './engine-context';
import type { RootState } from '../store';

export function UiHost() {
  const engine = useEngine();
  const toasts = useSelector((s: RootState) => s.ui.toasts);
  const loading = useSelector((s: RootState) => s.ui.loading);
  const dialogs = useSelector((s: RootState) => s.ui.dialogs);
  const labels = Object.values(loading);
  const dialog = dialogs[0];
  return (
    <>
      {labels.length > 0 ? (
        <div className="ui-loading" role="status" aria-live="polite">
          <div className="ui-loading-box">
            <SpinLoading color="white" style={{ '--size': '28px' } as React.CSSProperties} />
            {labels[labels.length - 1] ? <span>{labels[labels.length - 1]}</span> : null}
          </div>
        </div>
      ) : null}
      {toasts.length > 0 ? (
        <div className="ui-toasts" role="status" aria-live="assertive">
          {toasts.map((t) => (
            <div key={t.id} className="ui-toast">
              {t.text}
            </div>
          ))}
        </div>
      ) : null}
      {dialog ? (
        <Dialog
          visible
          title={dialog.title}
          content={dialog.content}
          aria-label={dialog.title || dialog.content || 'Message'}
          closeOnMaskClick={dialog.closeOnMaskClick ?? false}
          onClose={() => engine.settleDialog(dialog.id, 'cancel')}
          actions={[
            [
              ...(dialog.cancelText
                ? [
                    {
                      key: 'cancel',
                      text: dialog.cancelText,
                      onClick: () => engine.settleDialog(dialog.id, 'cancel'),
                    },
                  ]
                : []),
              {
                key: 'confirm',
                text: dialog.confirmText,
                bold: true,
                onClick: () => engine.settleDialog(dialog.id, 'confirm'),
              },
            ],
          ]}
        />
      ) : null}
    </>
  );
}
