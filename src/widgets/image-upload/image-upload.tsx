import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  useImageSource,
  useTarget,
  useUpload,
  useUploadReport,
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

/** A picture on its way, or one that did not arrive (kept, with why, to be retried or removed). */
interface Sending {
  key: string;
  name: string;
  /** The picture as it leaves the phone: sent again by a retry. */
  file: File;
  progress: number;
  /** Why it did not upload; undefined while it is on its way. */
  failed?: string;
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

/** A picture that did not upload: said on its place in the list, with Retry and Remove. */
function Failed({
  item,
  index,
  onRetry,
  onRemove,
}: {
  item: Sending;
  index: number;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const words = useWords();
  const name = wordWith(words.picture, { n: index + 1 });
  return (
    <li className="w-upload-item w-upload-failed">
      <p className="w-upload-failed-text" role="alert">
        <strong>
          {name}: {words.notUploaded}
        </strong>
        {item.failed ? <span>{item.failed}</span> : null}
      </p>
      <div className="w-upload-failed-actions">
        <button
          type="button"
          className="w-upload-retry"
          aria-label={wordWith(words.retryPicture, { n: index + 1 })}
          onClick={onRetry}
        >
          {words.retry}
        </button>
        <button
          type="button"
          className="w-upload-discard"
          aria-label={wordWith(words.removePicture, { n: index + 1 })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
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

const asUrls = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((u): u is string => typeof u === 'string') : [];

export default function ImageUpload({ props }: WidgetRenderProps<Props>) {
  const inputId = useId();
  const [stored, setStored] = useTarget(props.bind);
  const urls = asUrls(stored);
  // The list as it is when an upload ends (a picture removed meanwhile stays removed).
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  });
  const [sending, setSending] = useState<Sending[]>([]);
  const inFlight = useRef(new Set<string>());
  const [refused, setRefused] = useState('');
  const upload = useUpload();
  const words = useWords();
  const pending = sending.filter((p) => p.failed === undefined).length;
  useUploadReport(props.bind, { pending, failed: sending.length - pending });
  const room = props.max - urls.length - sending.length;
  const limits = {
    maxInputBytes: (props.maxFileMb ?? 30) * 1024 * 1024,
    longestSide: props.longestSide ?? 1600,
    maxOutputBytes: MAX_UPLOAD_BYTES,
  };

  const change = (key: string, update: (item: Sending) => Sending | null) =>
    setSending((list) =>
      list.flatMap((item) => {
        if (item.key !== key) return [item];
        const next = update(item);
        return next ? [next] : [];
      }),
    );

  /** Sends one picture; it leaves the list when its URL is kept, or stays as failed. */
  const send = async (key: string, file: File) => {
    // A second tap on Retry before the first one shows sends nothing more.
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    change(key, (item) => ({ ...item, progress: 0, failed: undefined }));
    const result = await upload(props.endpoint, { [props.fileField ?? 'file']: file }, (progress) =>
      change(key, (item) => ({ ...item, progress })),
    ).finally(() => inFlight.current.delete(key));
    // The screen was left: nothing is shown any more.
    if (!result.ok && result.failure === 'aborted') return;
    const url = result.ok ? readUrl(result.data, props.urlPath ?? 'url') : undefined;
    if (!url) {
      change(key, (item) => ({ ...item, failed: (!result.ok && result.message) || words.error }));
      return;
    }
    change(key, () => null);
    if (latest.current.length < props.max) {
      latest.current = [...latest.current, url];
      setStored(latest.current);
    }
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
    event.target.value = '';
    setRefused('');
    await Promise.all(
      files.map(async (picked, i) => {
        const key = `${Date.now()}-${i}-${picked.name}`;
        // Held in the list from the pick on: the form waits while the picture is made ready.
        setSending((list) => [...list, { key, name: picked.name, file: picked, progress: 0 }]);
        const prepared = await preparePicture(picked, limits);
        if (!prepared.ok) {
          change(key, () => null);
          setRefused(refusalText(prepared.reason, props, words));
          return;
        }
        change(key, (item) => ({ ...item, file: prepared.file }));
        await send(key, prepared.file);
      }),
    );
  };

  return (
    <div className="w-upload" style={props.style}>
      <ul className="w-upload-list" aria-label={words.pictures}>
        {urls.map((url, i) => (
          <Thumb key={url} url={url} index={i} onRemove={() => setStored(urls.filter((_, j) => j !== i))} />
        ))}
        {sending.map((item, i) =>
          item.failed === undefined ? (
            <li key={item.key} className="w-upload-item w-upload-pending">
              <progress
                max={1}
                value={item.progress}
                aria-label={wordWith(words.uploading, { name: item.name })}
              />
            </li>
          ) : (
            <Failed
              key={item.key}
              item={item}
              index={urls.length + i}
              onRetry={() => void send(item.key, item.file)}
              onRemove={() => change(item.key, () => null)}
            />
          ),
        )}
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
