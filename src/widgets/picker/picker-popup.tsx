/** The wheel under a picker field, loaded when the screen is idle or at the first tap. */
import { Picker as AdmPicker } from 'antd-mobile';

export interface PickerOption {
  label: string;
  value: string | number;
}

export interface PickerPopupProps {
  options: PickerOption[];
  visible: boolean;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  value: (string | number)[];
  onClose: () => void;
  onConfirm: (picked: (string | number | null)[]) => void;
}

export default function PickerPopup({ options, ...rest }: PickerPopupProps) {
  return <AdmPicker columns={[options]} {...rest} />;
}
