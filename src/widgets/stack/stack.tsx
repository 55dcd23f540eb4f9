import type { CSSProperties } from 'react';
import { Nodes, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './stack.css';

type Props = Static<typeof schema>;

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const align = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

/** The gap a stack has unless its descriptor says otherwise (the `.w-stack` rule in the app's styles). */
const DEFAULT_GAP = 8;

/**
 * Layout comes from classes (`.w-stack`, `.w-stack-row`); only what a descriptor sets beyond them is
 * written inline, so most stacks carry no inline style at all.
 */
export default function Stack({ props, path }: WidgetRenderProps<Props>) {
  const classes = ['w-stack'];
  if (props.card) classes.push('w-card');
  if (props.padded) classes.push('w-padded');
  if (props.sticky) classes.push('w-sticky-bottom');
  if (props.direction === 'row') classes.push('w-stack-row');
  if (props.direction === 'row' && props.justify === 'between') classes.push('w-stack-between');
  const style: CSSProperties = {};
  if (props.gap !== undefined && props.gap !== DEFAULT_GAP) style.gap = props.gap;
  if (props.align) style.alignItems = align[props.align];
  if (props.justify) style.justifyContent = justify[props.justify];
  if (props.wrap && props.direction === 'row') classes.push('w-stack-wrap');
  else if (props.wrap) style.flexWrap = 'wrap';
  Object.assign(style, props.style);
  return (
    <div className={classes.join(' ')} style={Object.keys(style).length ? style : undefined}>
      <Nodes nodes={props.children} path={`${path}/children`} />
    </div>
  );
}
