import { useId, type ChangeEvent } from 'react';
import {
  useField,
  useLanguage,
  type InputFormat,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import '../../engine/widget-field.css';
import './text-input.css';

type Props = Static<typeof schema>;

/** What was typed, rewritten by the input's `normalize` rules (a rule that is no regular expression is skipped). */
function normalized(typed: string, rules: Props['normalize']): string {
  let text = typed;
  for (const rule of rules ?? []) {
    try {
      text = text.replace(new RegExp(rule.pattern), rule.replace);
    } catch {
      // An invalid pattern was reported by the checker; the input keeps working without it.
    }
  }
  return text;
}

export default function TextInput({ props, run }: WidgetRenderProps<Props>) {
  const id = useId();
  // The engine's input formats: how this input cleans what is typed and shows the raw value.
  const formats = useLanguage().formats;
  const format: InputFormat = formats.of(props.format ?? 'text');
  const field = String(props.field ?? '');
  const { value, error, setValue } = useField(field, {
    rules: props.rules,
    label: props.label,
    initial:
      props.initial === ''
        ? undefined
        : props.initial === undefined || props.initial === null
          ? undefined
          : formats.clean(format, normalized(String(props.initial), props.normalize), props.maxLength),
  });
  const raw = value === undefined || value === null ? '' : String(value);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = formats.clean(format, normalized(e.target.value, props.normalize), props.maxLength);
    if (next === raw) {
      // a rejected keystroke: keep showing the clean value
      e.target.value = formats.display(format, raw);
      return;
    }
    setValue(next);
    if (props.onChange) void run(props.onChange, { event: { value: next } });
  };
  const common = {
    id,
    // The form field it edits: validate-form finds the first field with a message by it.
    name: field || undefined,
    className: 'w-input-control',
    value: formats.display(format, raw),
    placeholder: props.placeholder,
    // Absent rather than false: an enabled input carries no attribute to set or remove.
    disabled: props.disabled ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange,
  };
  return (
    <div className={`w-input${error ? ' w-input-invalid' : ''}`} style={props.style}>
      <label className="w-input-label" htmlFor={id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={5} maxLength={props.maxLength} />
      ) : (
        <input
          {...common}
          type={props.secret ? 'password' : 'text'}
          inputMode={formats.mode(format)}
          autoComplete={props.autocomplete ?? 'off'}
        />
      )}
      {props.counter && props.maxLength ? (
        <span className="w-input-counter" aria-live="polite">
          {raw.length}/{props.maxLength}
        </span>
      ) : null}
      {error ? (
        <span className="w-input-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
