/**
 * What a screen shows before its body: a skeleton while it loads and a message with Retry when it
 * cannot load. Plain elements and CSS, so the first paint needs no component library code.
 */
export function ScreenSkeleton({ label }: { label?: string }) {
  return (
    <div className="screen-skeleton" aria-label={label}>
      <div className="screen-skeleton-title" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="screen-skeleton-line" />
      ))}
    </div>
  );
}

export function ScreenError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="screen-error">
      <p className="screen-error-message" role="alert">
        {message}
      </p>
      <button type="button" className="screen-retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
