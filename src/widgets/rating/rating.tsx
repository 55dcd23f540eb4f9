import { useId } from 'react';
import { useTarget, useWords, wordWith, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './rating.css';

type Props = Static<typeof schema>;

const STARS = [1, 2, 3, 4, 5] as const;

export default function Rating({ props, run }: WidgetRenderProps<Props>) {
  const name = useId();
  const [value, setValue] = useTarget(props.bind);
  const chosen = Number(value) || 0;
  const words = useWords();
  return (
    <fieldset className="w-rating" style={props.style}>
      <legend className="w-rating-label">{props.label}</legend>
      <div className="w-rating-stars">
        {STARS.map((star) => (
          <label key={star} className={`w-rating-star${star <= chosen ? ' w-rating-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={star === chosen}
              aria-label={star === 1 ? words.oneStar : wordWith(words.stars, { n: star })}
              onChange={() => {
                setValue(star);
                void run(props.onChange, { event: { value: star } });
              }}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
