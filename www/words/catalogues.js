// Every catalogue at once, for the embeddable board (<loa-board lang="it">, element.js): an element
// is created synchronously, so its words must be registered before it is. The index page loads
// only the language it speaks instead (language.js, loadLanguage).

import { registerCatalogue } from './words.js';
import it from './i18n/it.js';
import de from './i18n/de.js';

registerCatalogue('it', it);
registerCatalogue('de', de);
