import {
  NodeList,
  Nodes,
  useLanguage,
  type NodeListEntry,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './each.css';

type Props = Static<typeof schema>;

export default function Each({ props, path, scope }: WidgetRenderProps<Props>) {
  const items: unknown[] = Array.isArray(props.items) ? props.items : [];
  const as = props.as ?? 'item';
  const cases = props.cases ?? {};
  // The item's condition, case and key, in the engine's language (made ready once per descriptor:
  // the language keeps what it has made ready).
  const { compileCondition, compileValue } = useLanguage();
  const where = props.where === undefined ? null : compileCondition(props.where);
  const caseOf = props.switch === undefined ? null : compileValue(props.switch);
  const keyOf = props.key === undefined ? null : compileValue(props.key);
  const screenScope = where || caseOf || keyOf ? scope() : {};
  const shown: NodeListEntry[] = [];
  items.forEach((item, index) => {
    const local = as === 'item' ? { item, index } : { [as]: item, index };
    const itemScope = { ...screenScope, ...local };
    if (where && !where(itemScope)) return;
    const caseName = caseOf ? String(caseOf(itemScope) ?? '') : '';
    const chosenCase = caseOf ? cases[caseName] : undefined;
    const node = chosenCase ?? props.template;
    if (!node) return;
    shown.push({
      key: keyOf ? String(keyOf(itemScope) ?? index) : String(index),
      node,
      local,
      path: chosenCase ? `${path}/cases/${caseName}` : `${path}/template`,
    });
  });
  if (shown.length === 0) return props.empty ? <Nodes nodes={props.empty} path={`${path}/empty`} /> : null;
  // Layout comes from classes (`.w-each`, `.w-each-row`); only a gap or a style of its own is inline.
  const style =
    props.gap || props.style ? { ...(props.gap ? { gap: props.gap } : {}), ...props.style } : undefined;
  return (
    <div className={`w-each${props.direction === 'row' ? ' w-each-row' : ''}`} style={style}>
      <NodeList entries={shown} />
    </div>
  );
}
