import { Nodes, type NodeDescriptor, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const align = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export default function Stack({ props, path }: WidgetRenderProps<Props>) {
  const classes = ['w-stack'];
  if (props.card) classes.push('w-card');
  if (props.padded) classes.push('w-padded');
  if (props.sticky) classes.push('w-sticky-bottom');
  if (props.direction === 'row') classes.push('w-stack-row');
  if (props.direction === 'row' && props.justify === 'between') classes.push('w-stack-between');
  return (
    <div
      className={classes.join(' ')}
      style={{
        display: 'flex',
        flexDirection: props.direction ?? 'column',
        gap: props.gap ?? 8,
        alignItems: props.align ? align[props.align] : undefined,
        justifyContent: props.justify ? justify[props.justify] : undefined,
        flexWrap: props.wrap ? 'wrap' : undefined,
        ...props.style,
      }}
    >
      <Nodes nodes={props.children as NodeDescriptor[]} path={`${path}/children`} />
    </div>
  );
}
