import { useId, useState } from 'react';
import { useWords, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import '../../engine/widget-field.css';
import './photo-input.css';

type Props = Static<typeof schema>;

const PREVIEWABLE = /^data:image\/(png|jpeg|gif|webp);base64,/;

export default function PhotoInput({ props }: WidgetRenderProps<Props>) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const words = useWords();
  return (
    <div className="w-input" style={props.style}>
      <label className="w-input-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="w-photo-input"
        type="file"
        accept="image/*"
        capture={props.capture}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const reader = new FileReader();
          reader.onload = () => {
            const url = typeof reader.result === 'string' ? reader.result : '';
            if (PREVIEWABLE.test(url)) {
              setPreview(url);
              setMessage('');
            } else {
              setPreview(null);
              setMessage(words.notAPicture);
            }
          };
          reader.readAsDataURL(file);
        }}
      />
      {preview ? <img className="w-photo-preview" src={preview} alt={words.photoPreview} /> : null}
      {message ? <p className="w-input-error">{message}</p> : null}
    </div>
  );
}
