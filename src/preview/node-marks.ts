/**
 * In the workbench's phone only, what each widget draws carries its node's JSON pointer
 * (`data-node-path="/body/0/children/2"`), so a click in the phone selects that node in the node tree
 * and the selected node is outlined in the phone. The widget is drawn as part of its marker's render
 * and the marker puts the attribute on the element it gives: no element is added around it, which
 * would change the layout (a stack's rules style its children by `>`). antd-mobile's components pass
 * `data-*` props on to their element. Only the workbench imports this module: the production build
 * never has it.
 */
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import type { WidgetModule, WidgetRenderProps } from '../engine/registry';
import type { WidgetComponent } from '../engine/view/widget-code';
import { pointerSteps, valueAt } from './json-edit';

/** The attribute holding a drawn node's JSON pointer. */
export const NODE_PATH_ATTRIBUTE = 'data-node-path';

const marked = new WeakMap<WidgetComponent, WidgetComponent>();

/** `Widget`, drawing with its node's pointer on what it draws. */
function markedWidget(Widget: WidgetComponent): WidgetComponent {
  let out = marked.get(Widget);
  if (out) return out;
  const draw = Widget as (props: WidgetRenderProps<Record<string, unknown>>) => ReactNode;
  out = function Marked(props: WidgetRenderProps<Record<string, unknown>>) {
    // Called, not rendered: its hooks are the marker's own, always the same ones in the same order.
    const drawn = draw(props);
    return isValidElement(drawn) && drawn.type !== Fragment
      ? cloneElement(drawn as ReactElement<Record<string, unknown>>, {
          [NODE_PATH_ATTRIBUTE]: props.path,
        })
      : drawn;
  };
  marked.set(Widget, out);
  return out;
}

/** The engine configuration with every widget drawing its node's pointer. */
export function withNodeMarks(config: EngineConfig): EngineConfig {
  const widgets: EngineConfig['widgets'] = Object.fromEntries(
    Object.entries(config.widgets).map(([type, entry]) => {
      const mark = (module: WidgetModule): WidgetModule => ({
        default: markedWidget(module.default as WidgetComponent) as WidgetModule['default'],
      });
      const { module, load } = entry;
      return [
        type,
        module ? { ...entry, module: mark(module) } : { ...entry, load: () => load().then(mark) },
      ];
    }),
  );
  return { ...config, widgets };
}

const isNode = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/**
 * The pointer, in the file `root`, of the node drawn at `element` (inside the phone): the innermost
 * marked node around it, or, for a node the file does not hold itself (one of a fragment's), the
 * node of the file it is drawn in. Null outside every node.
 */
export function nodeAtElement(element: Element, root: unknown): string | null {
  const marked = element.closest(`[${NODE_PATH_ATTRIBUTE}]`);
  const pointer = marked?.getAttribute(NODE_PATH_ATTRIBUTE);
  if (!pointer) return null;
  const steps = pointerSteps(pointer).map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1'));
  for (let n = steps.length; n > 0; n--) {
    const at = `/${steps.slice(0, n).join('/')}`;
    if (isNode(valueAt(root, at))) return at;
  }
  return null;
}
