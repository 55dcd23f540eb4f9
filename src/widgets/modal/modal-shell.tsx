/** The popup under a modal (centre or bottom sheet), loaded when the screen is idle or the modal opens. */
import { CenterPopup, Popup } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';

/** A bottom sheet taller than the phone scrolls inside itself: its title and first rows stay reachable. */
const sheetBody: CSSProperties = { maxHeight: '88vh', overflowY: 'auto', overscrollBehavior: 'contain' };

export interface ModalShellProps {
  position?: 'center' | 'bottom';
  visible: boolean;
  onMaskClick?: () => void;
  children: ReactNode;
}

export default function ModalShell({ position, visible, onMaskClick, children }: ModalShellProps) {
  if (position === 'bottom')
    return (
      <Popup visible={visible} onMaskClick={onMaskClick} destroyOnClose bodyStyle={sheetBody}>
        {children}
      </Popup>
    );
  return (
    <CenterPopup visible={visible} onMaskClick={onMaskClick} destroyOnClose>
      {children}
    </CenterPopup>
  );
}
