/**
 * The file the workbench's editor holds: the phone's screen, app.json, routes.json, a fragment or a
 * language's catalogue of one of them; for
 * a fragment, the screens that use it, each a button that shows it inside that screen in the phone.
 */
import { fragmentIds } from '../app/configs';
import { CatalogueOptions } from './catalogue-panel';

/** The editor holds the phone's screen's own file. */
export const SCREEN_FILE = 'screen';

/** The fragment a file name is of (`fragments/payment-method.json` → `payment-method`), or null. */
export const fragmentOf = (name: string) => /^fragments\/([a-z][a-z0-9-]*)\.json$/.exec(name)?.[1] ?? null;

export function FilePicker({
  value,
  screenId,
  onChange,
}: {
  value: string;
  screenId: string;
  onChange: (name: string) => void;
}) {
  return (
    <label>
      File{' '}
      <select aria-label="File" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={SCREEN_FILE}>{`${screenId}.json (the screen)`}</option>
        <option value="app.json">app.json (settings, theme)</option>
        <option value="routes.json">routes.json (paths to screens)</option>
        {fragmentIds().map((id) => (
          <option key={id} value={`fragments/${id}.json`}>{`fragments/${id}.json`}</option>
        ))}
        <CatalogueOptions screenId={screenId} fragments={fragmentIds()} />
      </select>
    </label>
  );
}

/** The screens using the fragment being edited: a click shows the fragment inside that screen. */
export function UsedBy({
  screens,
  onShow,
}: {
  screens: readonly string[] | null;
  onShow: (id: string) => void;
}) {
  if (!screens) return null;
  return (
    <p aria-label="Used by" style={{ margin: '4px 0' }}>
      {screens.length ? 'Used by: ' : 'No screen uses this fragment.'}
      {screens.map((id) => (
        <button key={id} type="button" onClick={() => onShow(id)} style={{ marginRight: 4 }}>
          {id}
        </button>
      ))}
    </p>
  );
}
