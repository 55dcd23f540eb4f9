/** The popup under a modal (centre or bottom sheet), loaded when the screen is idle or the modal opens. */
import { CenterPopup, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface ModalShellProps {
  position?: 'center' | 'bottom';
  visible: boolean;
  onMaskClick?: () => void;
  children: ReactNode;
}

export default function ModalShell({ position, visible, onMaskClick, children }: ModalShellProps) {
  const Shell = position === 'bottom' ? Popup : CenterPopup;
  return (
    <Shell visible={visible} onMaskClick={onMaskClick} destroyOnClose>
      {children}
    </Shell>
  );
}
