import { useId } from 'react';
import { Nodes, useTarget, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './checkbox.css';

type Props = Static<typeof schema>;

export default function Checkbox({ props, path, run }: WidgetRenderProps<Props>) {
  const id = useId();
  const [value, setValue] = useTarget(props.bind);
  const checked = value === true || value === 1 || value === '1' || value === 'true';
  return (
    <div className="w-checkbox" style={props.style}>
      <input
        id={id}
        type="checkbox"
        className="w-checkbox-box"
        checked={checked}
        onChange={(e) => {
          setValue(e.target.checked);
          void run(props.onChange, { event: { value: e.target.checked } });
        }}
      />
      <span className="w-checkbox-text">
        <label htmlFor={id} className="w-checkbox-label">
          {props.label}
        </label>
        {props.children?.length ? <Nodes nodes={props.children} path={`${path}/children`} /> : null}
      </span>
    </div>
  );
}
