/** The copy walk's layout over the app's own registries (src/generated): the phone, the scripts. */
import { copyLayoutOf, type CopyLayout } from '../../engine/translate/copy-strings';
import { fileLayouts } from '../../generated/file-layouts';
import { widgetTypes } from '../../generated/widget-types';
import { actionRegistry } from '../../generated/actions';

/** Where a file of `kind` holds copy; `fragment` gives the English fragments it includes. */
export const appCopyLayout = (kind: 'screen' | 'fragment', fragment?: (ref: string) => unknown): CopyLayout =>
  copyLayoutOf(
    kind,
    {
      layouts: fileLayouts,
      widget: (type) => widgetTypes[type]?.slots,
      action: (type) => actionRegistry[type]?.slots,
    },
    fragment,
  );
