/** The app's binding language for tests: made as the app's engine makes it, or with settings of a test's own. */
import app from '../screen-configs/app.json';
import { createLanguage, type Language, type LanguageConfig } from '../src/engine/language/language';
import { filterRegistry } from '../src/generated/filters';
import { formatRegistry } from '../src/generated/formats';

/** The app's filters and formats with app.json's maximum amount and currency; `settings` replace any of them. */
export function appLanguage(settings: Partial<LanguageConfig> = {}): Language {
  return createLanguage({
    filters: filterRegistry,
    formats: formatRegistry,
    maxAmount: app.maxAmount,
    currency: app.currency,
    ...settings,
  });
}
