import type { EngineWords } from '../words';

/**
 * What a screen shows before its body: a skeleton while it loads and a message with Retry and Go back
 * when it cannot load. Plain elements and CSS, so the first paint needs no component library code.
 */
export function ScreenSkeleton({ label }: { label?: string }) {
  // One element: its title bar and lines are drawn by the stylesheet.
  return <div className="screen-skeleton" aria-label={label} />;
}

/**
 * A screen that cannot load: its message, what helps (Retry, or logging in again when the session has
 * ended), and a way back (the previous screen, or out of the web view at the app's first screen), so a
 * borrower is never left with only a button that fails again.
 */
export function ScreenError({
  message,
  action,
  onBack,
  words,
}: {
  message: string;
  /** The button that helps, in the engine's language: Retry, or Log in again. */
  action: { label: string; run: () => void };
  onBack: () => void;
  /** The way back's word in the engine's language. */
  words: Pick<EngineWords, 'goBack'>;
}) {
  return (
    <div className="screen-error">
      <p className="screen-error-message" role="alert">
        {message}
      </p>
      <button type="button" className="screen-error-action" onClick={action.run}>
        {action.label}
      </button>
      <button type="button" className="screen-back" onClick={onBack}>
        {words.goBack}
      </button>
    </div>
  );
}
