import { useId } from 'react';
import { CenterPopup, Popup } from 'antd-mobile';
import {
  Nodes,
  useModal,
  type ActionDescriptor,
  type NodeDescriptor,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

export default function Modal({ props, path, run }: WidgetRenderProps<Props>) {
  const titleId = useId();
  const { open, close } = useModal(props.modalId);
  const dismiss = () => {
    close();
    if (props.onClose) void run(props.onClose as ActionDescriptor[]);
  };
  const Shell = props.position === 'bottom' ? Popup : CenterPopup;
  return (
    <Shell visible={open} onMaskClick={props.closeOnMaskClick ? dismiss : undefined} destroyOnClose>
      <div
        className="w-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.title ? titleId : undefined}
        aria-label={props.title ? undefined : (props.label ?? 'Dialog')}
      >
        {props.closeIcon ? (
          <button type="button" className="w-modal-close" aria-label="Close" onClick={dismiss}>
            ×
          </button>
        ) : null}
        {props.title ? (
          <h2 className="w-modal-title" id={titleId}>
            {props.title}
          </h2>
        ) : null}
        <Nodes nodes={props.children as NodeDescriptor[]} path={`${path}/children`} />
      </div>
    </Shell>
  );
}
