import {
  compileCondition,
  compileValue,
  NodeList,
  Nodes,
  type Condition,
  type NodeDescriptor,
  type NodeListEntry,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

export default function Each({ props, node, path, scope }: WidgetRenderProps<Props>) {
  const items = Array.isArray(props.items) ? (props.items as unknown[]) : [];
  const as = props.as ?? 'item';
  const cases = (node.cases ?? {}) as Record<string, NodeDescriptor | null>;
  // The item's condition, case and key, made ready once per descriptor (compiled values are cached).
  const where = node.where === undefined ? null : compileCondition(node.where as Condition);
  const which = node.switch === undefined ? null : compileValue(node.switch);
  const keyOf = node.key === undefined ? null : compileValue(node.key);
  // One scope for every item: only its item and index change from one item to the next.
  const itemScope = where || which || keyOf ? scope() : null;
  const shown: NodeListEntry[] = [];
  // The JSON path of each case, made once (every item of a long list shares one).
  const casePaths = new Map<string, string>();
  const templatePath = `${path}/template`;
  const template = (node.template as NodeDescriptor | undefined) ?? null;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (itemScope) {
      itemScope[as] = item;
      itemScope.index = index;
    }
    if (where && !where(itemScope!)) continue;
    let chosen: NodeDescriptor | null | undefined;
    let at = templatePath;
    if (which) {
      const name = String(which(itemScope!) ?? '');
      chosen = cases[name];
      let casePath = casePaths.get(name);
      if (casePath === undefined) casePaths.set(name, (casePath = `${path}/cases/${name}`));
      at = casePath;
    }
    if (!chosen) {
      chosen = template;
      at = templatePath;
    }
    if (!chosen) continue;
    const key = keyOf ? String(keyOf(itemScope!) ?? index) : String(index);
    shown.push({
      key,
      node: chosen,
      scope: as === 'item' ? { item, index } : { [as]: item, index },
      path: at,
    });
  }
  if (shown.length === 0)
    return node.empty ? <Nodes nodes={node.empty as NodeDescriptor} path={`${path}/empty`} /> : null;
  // Layout comes from classes (`.w-each`, `.w-each-row`); only a gap or a style of its own is inline.
  const style =
    props.gap || props.style ? { ...(props.gap ? { gap: props.gap } : {}), ...props.style } : undefined;
  return (
    <div className={`w-each${props.direction === 'row' ? ' w-each-row' : ''}`} style={style}>
      <NodeList entries={shown} />
    </div>
  );
}
