/**
 * What a screen shows before its body: a skeleton while it loads and a message with Retry when it
 * cannot load. Plain elements and CSS, so the first paint needs no component library code.
 */
export function ScreenSkeleton({ label }: { label?: string }) {
  // One element: its title bar and lines are drawn by the stylesheet.
  return <div className="screen-skeleton" aria-label={label} />;
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
