/**
 * The bank screen written by hand, as a careful React developer would: the same markup, classes and
 * antd-mobile parts as the engine's widgets, form values in one state object, memoised rows with
 * stable callbacks, the option wheel mounted only while open, the same digits-only input and rules.
 */
import { memo, useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button, Picker } from 'antd-mobile';
import type { BenchItem } from './items';

const onlyDigits = (s: string) => s.replace(/\D+/g, '');
const days = Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }));

interface RowProps {
  item: BenchItem;
  value: string | undefined;
  error: string | undefined;
  onChange: (code: string, value: string) => void;
}

const TextRow = memo(function TextRow({ item, value, error, onChange }: RowProps) {
  const id = useId();
  const raw = value ?? '';
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const next = onlyDigits(e.target.value);
    if (next === raw) {
      e.target.value = raw;
      return;
    }
    onChange(item.code, next);
  };
  return (
    <div className={`w-input${error ? ' w-input-invalid' : ''}`}>
      <label className="w-input-label" htmlFor={id}>
        {item.title}
      </label>
      <input
        id={id}
        name={item.code}
        className="w-input-control"
        value={raw}
        placeholder={item.subtitle}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={change}
        type="text"
        inputMode="numeric"
        autoComplete="off"
      />
      {error ? (
        <span className="w-input-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});

const PickerRow = memo(function PickerRow({ item, value, error, onChange }: RowProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const options = useMemo(
    () => (item.cate === 'day' ? days : (item.note ?? []).map((o) => ({ label: o.name, value: o.type }))),
    [item],
  );
  const chosen = options.find((o) => o.value === value);
  return (
    <div className={`w-input w-picker${error ? ' w-input-invalid' : ''}`}>
      <label className="w-input-label" id={`${id}-label`} htmlFor={id}>
        {item.title}
      </label>
      <button
        type="button"
        role="combobox"
        id={id}
        name={item.code}
        className={`w-picker-trigger${chosen ? '' : ' w-picker-empty'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => setOpen(true)}
      >
        <span>{chosen ? chosen.label : item.subtitle}</span>
        <span className="w-picker-arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {error ? (
        <span className="w-input-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {open ? (
        <Picker
          columns={[options]}
          visible
          title={item.title}
          confirmText="Confirm"
          cancelText="Cancel"
          value={chosen ? [chosen.value] : []}
          onClose={() => setOpen(false)}
          onConfirm={(picked) => {
            const next = picked[0] ?? options[0]?.value;
            if (next !== undefined && next !== null) onChange(item.code, String(next));
          }}
        />
      ) : null}
    </div>
  );
});

export interface HandWrittenBankProps {
  load: () => Promise<BenchItem[]>;
  /** Tells the native shell that bank binding started (as the screen does on opening). */
  onOpen: () => void;
  onSubmit: (values: Record<string, string>) => void;
}

const TITLE = 'Payment account information';

export function HandWrittenBank({ load, onOpen, onSubmit }: HandWrittenBankProps) {
  const [items, setItems] = useState<BenchItem[] | null>(null);
  const [cardType, setCardType] = useState(1);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    document.title = TITLE;
    onOpen();
  }, [onOpen]);
  useEffect(() => {
    let live = true;
    void load().then((list) => {
      if (live) setItems(list);
    });
    return () => {
      live = false;
    };
  }, [load]);
  const onChange = useCallback((code: string, value: string) => {
    setValues((prev) => ({ ...prev, [code]: value }));
    setErrors((prev) => {
      if (!prev[code]) return prev;
      const next = { ...prev };
      delete next[code];
      return next;
    });
  }, []);
  const shown = useMemo(
    () => (items ?? []).filter((it) => !it.cardTypeMi || it.cardTypeMi === cardType),
    [items, cardType],
  );
  const submit = () => {
    const found: Record<string, string> = {};
    for (const it of shown)
      if (!values[it.code])
        found[it.code] = `${it.cate === 'text' ? 'Please enter' : 'Please choose'} ${it.title}`;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  return (
    <>
      <header className="screen-header">
        <h1 className="screen-title">{TITLE}</h1>
      </header>
      <main className="screen-body" data-screen="bind-bank" aria-busy={items === null}>
        {items === null ? (
          <div className="screen-skeleton" aria-label="loading..." />
        ) : (
          <>
            <div className="w-tabs" role="tablist" aria-label="Account type">
              {[
                { key: 1, title: 'Bank card' },
                { key: 2, title: 'E-wallet' },
              ].map((tab) => (
                <button
                  key={tab.key}
                  type="button"
                  role="tab"
                  aria-selected={tab.key === cardType}
                  tabIndex={tab.key === cardType ? 0 : -1}
                  className={`w-tab${tab.key === cardType ? ' w-tab-active' : ''}`}
                  onClick={() => setCardType(tab.key)}
                >
                  {tab.title}
                </button>
              ))}
            </div>
            <div className="w-stack w-card" style={{ gap: 4 }}>
              <div className="w-each">
                {shown.map((it) => {
                  const Row = it.cate === 'text' ? TextRow : PickerRow;
                  return (
                    <Row
                      key={it.code}
                      item={it}
                      value={values[it.code]}
                      error={errors[it.code]}
                      onChange={onChange}
                    />
                  );
                })}
              </div>
            </div>
            <div className="w-stack w-padded w-sticky-bottom">
              <Button
                block
                color="primary"
                size="large"
                className="w-button"
                aria-disabled={false}
                onClick={submit}
              >
                Next
              </Button>
            </div>
          </>
        )}
      </main>
    </>
  );
}

/** The components of this file that count as widgets when re-renders are counted. */
export const handWidgets: unknown[] = [TextRow, PickerRow];
