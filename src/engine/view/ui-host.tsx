/** Shows the UI queue: toasts, the loading label and dialogs. Server text is always rendered as text. */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useEngine } from './engine-context';
import { wholeAmounts } from './copy';
import { selectDialogs, selectLoadingLabels, selectToasts } from '../../store';
import './ui-host.css';

/** Dialogs (and the animation library under them) load with the first dialog; the app warms this up when idle. */
export const loadDialogView = () => import('./dialog-view');
const DialogView = lazy(loadDialogView);

type DialogRequest = ReturnType<typeof selectDialogs>[number];

/** The same dialog in plain elements: shown when the dialog code cannot be loaded (the network went away). */
function PlainDialog({
  dialog,
  settle,
}: {
  dialog: DialogRequest;
  settle: (id: string, c: 'confirm' | 'cancel') => void;
}) {
  const engine = useEngine();
  return (
    <div
      className="ui-plain-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={dialog.title || dialog.content || engine.language.words.message}
    >
      <div className="ui-plain-dialog-box">
        {dialog.title ? <h2>{dialog.title}</h2> : null}
        {dialog.content ? <p>{wholeAmounts(dialog.content)}</p> : null}
        <div className="ui-plain-dialog-actions">
          {dialog.cancelText ? (
            <button type="button" onClick={() => settle(dialog.id, 'cancel')}>
              {dialog.cancelText}
            </button>
          ) : null}
          <button type="button" onClick={() => settle(dialog.id, 'confirm')}>
            {dialog.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}

class DialogBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function UiHost() {
  const engine = useEngine();
  const toasts = useSelector(selectToasts);
  const loading = useSelector(selectLoadingLabels);
  const dialogs = useSelector(selectDialogs);
  const labels = Object.values(loading);
  const dialog = dialogs[0];
  return (
    <>
      {labels.length > 0 ? (
        <div className="ui-loading" role="status" aria-live="polite">
          <div className="ui-loading-box">
            <span className="ui-spinner" aria-hidden="true" />
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
        <DialogBoundary fallback={<PlainDialog dialog={dialog} settle={engine.ui.settleDialog} />}>
          <Suspense fallback={null}>
            <DialogView dialog={dialog} settle={engine.ui.settleDialog} />
          </Suspense>
        </DialogBoundary>
      ) : null}
    </>
  );
}
