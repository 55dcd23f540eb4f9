import { useId, useState } from 'react';
import {
  Nodes,
  useModal,
  useWords,
  type Static,
  type WidgetRenderProps,
  LazyPart,
  preloadPart,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './modal.css';

type Props = Static<typeof schema>;

const loadShell = () => import('./modal-shell');

export default function Modal({ props, path, run }: WidgetRenderProps<Props>) {
  const titleId = useId();
  const { open, close } = useModal(props.modalId);
  const words = useWords();
  const dismiss = () => {
    close();
    if (props.onClose) void run(props.onClose);
  };
  preloadPart(loadShell);
  // Mounted from the first opening on (it stays for its closing animation), never before.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  const content = (
    <div
      className="w-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={props.title ? titleId : undefined}
      aria-label={props.title ? undefined : (props.label ?? words.dialog)}
    >
      {props.closeIcon ? (
        <button type="button" className="w-modal-close" aria-label={words.close} onClick={dismiss}>
          ×
        </button>
      ) : null}
      {props.title ? (
        <h2 className="w-modal-title" id={titleId}>
          {props.title}
        </h2>
      ) : null}
      <Nodes nodes={props.children} path={`${path}/children`} />
    </div>
  );
  return (
    <LazyPart
      load={loadShell}
      onFail={close}
      props={{
        position: props.position === 'bottom' ? ('bottom' as const) : ('center' as const),
        visible: open,
        onMaskClick: props.closeOnMaskClick ? dismiss : undefined,
        children: content,
      }}
    />
  );
}
