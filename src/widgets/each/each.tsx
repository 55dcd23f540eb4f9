import {
  NodeList,
  Nodes,
  type NodeDescriptor,
  type NodeListEntry,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

export default function Each({ props, node, path, resolve, test }: WidgetRenderProps<Props>) {
  const items = Array.isArray(props.items) ? (props.items as unknown[]) : [];
  const as = props.as ?? 'item';
  const cases = (node.cases ?? {}) as Record<string, NodeDescriptor | null>;
  const shown: NodeListEntry[] = [];
  // The JSON path of each case, made once (every item of a long list shares one).
  const casePaths = new Map<string, string>();
  const templatePath = `${path}/template`;
  items.forEach((item, index) => {
    const scope = as === 'item' ? { item, index } : { [as]: item, index };
    if (node.where !== undefined && !test(node.where, scope)) return;
    let chosen: NodeDescriptor | null | undefined;
    let at = templatePath;
    if (node.switch !== undefined) {
      const which = String(resolve(node.switch, scope) ?? '');
      chosen = cases[which];
      let casePath = casePaths.get(which);
      if (casePath === undefined) casePaths.set(which, (casePath = `${path}/cases/${which}`));
      at = casePath;
    }
    if (!chosen) {
      chosen = (node.template as NodeDescriptor | undefined) ?? null;
      at = templatePath;
    }
    if (!chosen) return;
    const key = node.key !== undefined ? String(resolve(node.key, scope) ?? index) : String(index);
    shown.push({ key, node: chosen, scope, path: at });
  });
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
