import { useCallback, useId, useState } from 'react';
import {
  useField,
  type Static,
  type WidgetRenderProps,
  LazyPart,
  preloadPart,
} from '../../engine/widget-api';
import type { schema } from './schema';
import type { PickerOption } from './picker-popup';
import '../../engine/widget-field.css';
import './picker.css';

type Props = Static<typeof schema>;

type Option = PickerOption;

const loadPopup = () => import('./picker-popup');

function toOptions(raw: unknown, labelKey = 'label', valueKey = 'value'): Option[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  return list
    .filter((o): o is Record<string, unknown> => !!o && typeof o === 'object')
    .map((o) => ({ label: String(o[labelKey] ?? ''), value: o[valueKey] as string | number }))
    .filter((o) => (typeof o.value === 'string' || typeof o.value === 'number') && o.label !== '');
}

/**
 * The options of a list, made once per list and the keys read from it: pickers that show the same list
 * (the same days in every row, a list the server sent once) share one, and a render makes none.
 * Lists from descriptors and from the store are never changed in place.
 */
const optionLists = new WeakMap<object, Map<string, Option[]>>();

function optionsOf(raw: unknown, labelKey = 'label', valueKey = 'value'): Option[] {
  if (!Array.isArray(raw)) return [];
  let byKeys = optionLists.get(raw);
  if (!byKeys) optionLists.set(raw, (byKeys = new Map()));
  const keys = `${labelKey}\u0000${valueKey}`;
  let options = byKeys.get(keys);
  if (!options) byKeys.set(keys, (options = toOptions(raw, labelKey, valueKey)));
  return options;
}

function matchInitial(options: Option[], initial: unknown): string | number | undefined {
  if (initial === undefined || initial === null || initial === '') return undefined;
  const byValue = options.find((o) => String(o.value) === String(initial));
  if (byValue) return byValue.value;
  return options.find((o) => o.label === String(initial))?.value;
}

export default function Picker({ props, run }: WidgetRenderProps<Props>) {
  const id = useId();
  const options = optionsOf(props.options, props.labelKey, props.valueKey);
  const field = String(props.field ?? '');
  const initial = matchInitial(options, props.initial);
  const { value, error, setValue } = useField(field, { rules: props.rules, label: props.label, initial });
  // The wheel is mounted from the first tap on (it stays, closed, for its closing animation), never
  // before: a screen of many pickers pays for one wheel at a time.
  const [wheel, setWheel] = useState<'none' | 'open' | 'closed'>('none');
  const open = wheel === 'open';
  const shut = useCallback(() => setWheel((w) => (w === 'open' ? 'closed' : w)), [setWheel]);
  preloadPart(loadPopup);
  // An empty field (most of a fresh screen) looks nothing up in its options.
  const shown = value === undefined || value === null ? null : String(value);
  const chosen = shown === null ? undefined : options.find((o) => String(o.value) === shown);
  // A select-only combobox: the label names it, its text is its value (a screen reader hears "Bank,
  // combobox, BDO Unibank"). It covers the whole row (picker.css), and the label opens it too.
  return (
    <div className={`w-input w-picker${error ? ' w-input-invalid' : ''}`} style={props.style}>
      <label className="w-input-label" id={`${id}-label`} htmlFor={id}>
        {props.label}
      </label>
      <button
        type="button"
        role="combobox"
        id={id}
        name={field || undefined}
        className={`w-picker-trigger${chosen ? '' : ' w-picker-empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => setWheel('open')}
      >
        <span>{chosen ? chosen.label : (props.placeholder ?? '')}</span>
        <span className="w-picker-arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {error ? (
        <span className="w-input-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {wheel !== 'none' ? (
        <LazyPart
          load={loadPopup}
          onFail={shut}
          props={{
            options,
            visible: open,
            title: props.title ?? props.label,
            // Without the screen's own words, the wheel's buttons are antd-mobile's, in the app's language.
            confirmText: props.confirmText,
            cancelText: props.cancelText,
            value: chosen ? [chosen.value] : [],
            onClose: shut,
            onConfirm: (picked: (string | number | null)[]) => {
              const next = picked[0] ?? options[0]?.value;
              if (next === undefined || next === null) return;
              setValue(next);
              if (props.onChange) void run(props.onChange, { event: { value: next } });
            },
          }}
        />
      ) : null}
    </div>
  );
}
