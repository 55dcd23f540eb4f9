import {
  asText,
  useImageSource,
  useTapActions,
  wholeAmounts,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './choice.css';

type Props = Static<typeof schema>;

export default function Choice({ props, run }: WidgetRenderProps<Props>) {
  const icon = useImageSource(props.icon);
  const { tap } = useTapActions(run, props.onClick);
  const checked = Boolean(props.checked);
  // A row with `checked` is one of a set (a radio); without it, a row that opens something (a button).
  const selectable = props.checked !== undefined;
  const detail = asText(props.detail);
  return (
    <button
      type="button"
      className={`w-choice${checked ? ' w-choice-on' : ''}`}
      role={selectable ? 'radio' : undefined}
      aria-checked={selectable ? checked : undefined}
      style={props.style}
      onClick={() => void tap()}
    >
      {icon ? <img className="w-choice-icon" src={icon} alt="" width={32} height={32} /> : null}
      <span className="w-choice-text">
        <span>{wholeAmounts(asText(props.label))}</span>
        {detail ? <span className="w-choice-detail">{wholeAmounts(detail)}</span> : null}
      </span>
      {selectable ? <span className="w-choice-radio" aria-hidden="true" /> : null}
    </button>
  );
}
