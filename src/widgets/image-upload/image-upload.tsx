import { useId, useState, type ChangeEvent } from 'react';
import {
  useImageSource,
  useTarget,
  useUpload,
  useWords,
  wordWith,
  type EngineWords,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import { preparePicture, type Prepared } from './prepare-picture';
import type { schema } from './schema';
import '../../engine/widget-field.css';
import './image-upload.css';

type Props = Static<typeof schema>;

/** The largest picture that leaves the phone: one upload a slow network carries in seconds. */
const MAX_UPLOAD_BYTES = 1024 * 1024;

type Refusal = Extract<Prepared, { ok: false }>['reason'];

function refusalText(reason: Refusal, props: Props, words: EngineWords): string {
  const own = props.refusedMessages;
  switch (reason) {
    case 'not-a-picture':
      return own?.notPicture ?? words.uploadNotPicture;
    case 'too-large':
      return own?.tooLarge ?? wordWith(words.uploadTooLarge, { n: props.maxFileMb ?? 30 });
    case 'unreadable':
      return own?.unreadable ?? words.uploadUnreadable;
  }
}

interface Pending {
  key: string;
  name: string;
  progress: number;
}

function Thumb({ url, index, onRemove }: { url: string; index: number; onRemove: () => void }) {
  const src = useImageSource(url);
  const words = useWords();
  return (
    <li className="w-upload-item">
      {src ? <img src={src} alt={wordWith(words.picture, { n: index + 1 })} width={72} height={72} /> : null}
      <button
        type="button"
        className="w-upload-remove"
        aria-label={wordWith(words.removePicture, { n: index + 1 })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

function readUrl(data: unknown, path: string): string | undefined {
  let value: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    if (!value || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, key))
      return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value ? value : undefined;
}

export default function ImageUpload({ props }: WidgetRenderProps<Props>) {
  const inputId = useId();
  const [stored, setStored] = useTarget(props.bind);
  const urls = Array.isArray(stored) ? stored.filter((u): u is string => typeof u === 'string') : [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [refused, setRefused] = useState('');
  const upload = useUpload();
  const words = useWords();
  const room = props.max - urls.length - pending.length;
  const limits = {
    maxInputBytes: (props.maxFileMb ?? 30) * 1024 * 1024,
    longestSide: props.longestSide ?? 1600,
    maxOutputBytes: MAX_UPLOAD_BYTES,
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
    event.target.value = '';
    setRefused('');
    let current = urls;
    await Promise.all(
      files.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
        const prepared = await preparePicture(file, limits);
        if (!prepared.ok) {
          setPending((list) => list.filter((p) => p.key !== key));
          setRefused(refusalText(prepared.reason, props, words));
          return;
        }
        const result = await upload(
          props.endpoint,
          { [props.fileField ?? 'file']: prepared.file },
          (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
        );
        setPending((list) => list.filter((p) => p.key !== key));
        const url = result.ok ? readUrl(result.data, props.urlPath ?? 'url') : undefined;
        if (url && current.length < props.max) {
          current = [...current, url];
          setStored(current);
        }
      }),
    );
  };

  return (
    <div className="w-upload" style={props.style}>
      <ul className="w-upload-list" aria-label={words.pictures}>
        {urls.map((url, i) => (
          <Thumb key={url} url={url} index={i} onRemove={() => setStored(urls.filter((_, j) => j !== i))} />
        ))}
        {pending.map((p) => (
          <li key={p.key} className="w-upload-item w-upload-pending">
            <progress max={1} value={p.progress} aria-label={wordWith(words.uploading, { name: p.name })} />
          </li>
        ))}
        {room > 0 ? (
          <li className="w-upload-item">
            <label className="w-upload-add" htmlFor={inputId}>
              <span aria-hidden="true">+</span>
              <span className="w-visually-hidden">{props.label}</span>
            </label>
            <input
              id={inputId}
              className="w-upload-input"
              type="file"
              aria-label={props.label}
              accept="image/*"
              multiple
              onChange={(e) => void onPick(e)}
            />
          </li>
        ) : null}
      </ul>
      <p className="w-input-counter" aria-live="polite">
        {urls.length}/{props.max}
      </p>
      {refused ? (
        <p className="w-input-error" role="alert">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
