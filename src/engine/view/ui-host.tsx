/**
 * Shows the UI queue: toasts, the loading label, dialogs and the document viewer. Server text is
 * always rendered as text.
 */
import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useEngine } from './engine-context';
import { useWords } from './widget-services';
import { wholeAmounts } from './copy';
import {
  actions,
  selectDialogs,
  selectDocument,
  selectLoadingLabels,
  selectToasts,
  type DocumentDescriptor,
} from '../../store';
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
  const words = useWords();
  return (
    <div
      className="ui-plain-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={dialog.title || dialog.content || words.message}
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

/**
 * A page shown inside the app (an agreement): over the screen, which stays as it was (a ticked box
 * stays ticked), with its title and a Back button; the web view never leaves the app for it. The
 * page is framed without scripts or forms, as the iframe widget frames one by default.
 */
function DocumentViewer({ document: doc }: { document: DocumentDescriptor }) {
  const dispatch = useDispatch();
  const back = useRef<HTMLButtonElement>(null);
  const words = useWords();
  useEffect(() => back.current?.focus(), [doc.url]);
  const title = doc.title || words.document;
  return (
    <div className="ui-document" role="dialog" aria-modal="true" aria-label={title}>
      <div className="ui-document-bar">
        <button
          ref={back}
          type="button"
          className="ui-document-back"
          onClick={() => dispatch(actions.ui.documentClosed())}
        >
          {words.back}
        </button>
        <h2 className="ui-document-title">{title}</h2>
      </div>
      <iframe
        className="ui-document-frame"
        src={doc.url}
        title={title}
        sandbox=""
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

export function UiHost() {
  const engine = useEngine();
  const toasts = useSelector(selectToasts);
  const loading = useSelector(selectLoadingLabels);
  const dialogs = useSelector(selectDialogs);
  const document = useSelector(selectDocument);
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
      {document ? <DocumentViewer document={document} /> : null}
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
