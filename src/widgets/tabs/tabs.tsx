import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/** Which ends of a scrolling tab row hide tabs: each gets a fade, the hint that the row scrolls. */
function useHiddenEnds(count: number) {
  const row = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < element.scrollWidth - element.clientWidth - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // A larger text size, a turned phone or a late font changes what fits.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [count]);
  return { row, ends };
}

export default function Tabs({ props, run }: WidgetRenderProps<Props>) {
  const tabs = toTabs(props);
  const { row, ends } = useHiddenEnds(tabs.length);
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
    <div
      className="w-tabs-frame"
      data-more-before={ends.start ? '' : undefined}
      data-more-after={ends.end ? '' : undefined}
    >
      <div ref={row} className="w-tabs" role="tablist" aria-label={props.label} style={props.style}>
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
    </div>
  );
}
