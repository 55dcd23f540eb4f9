import type { KeyboardEvent } from 'react';
import { useTarget, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './tabs.css';

type Props = Static<typeof schema>;

interface Tab {
  key: string | number;
  title: string;
}

function toTabs(props: Props): Tab[] {
  const list = Array.isArray(props.tabs) ? (props.tabs as unknown[]) : [];
  const keyField = props.keyField ?? 'key';
  const titleField = props.titleField ?? 'title';
  const tabs: Tab[] = [];
  for (const t of list) {
    if (!t || typeof t !== 'object') continue;
    const key = (t as Record<string, unknown>)[keyField] as string | number | undefined | null;
    if (key !== undefined && key !== null)
      tabs.push({ key, title: String((t as Record<string, unknown>)[titleField] ?? '') });
  }
  return tabs;
}

export default function Tabs({ props, run }: WidgetRenderProps<Props>) {
  const tabs = toTabs(props);
  const [current, setCurrent] = useTarget(props.bind);
  const select = (tab: Tab) => {
    if (String(tab.key) === String(current)) return;
    setCurrent(tab.key);
    void run(props.onChange, { event: { value: tab.key } });
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    // The tab buttons are the list's children, in order: no ref per tab to keep.
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
    select(tabs[next]!);
  };
  return (
    <div className="w-tabs" role="tablist" aria-label={props.label} style={props.style}>
      {tabs.map((tab, i) => {
        const active = String(tab.key) === String(current);
        return (
          <button
            key={String(tab.key)}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`w-tab${active ? ' w-tab-active' : ''}`}
            onClick={() => select(tab)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
