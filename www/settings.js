// Settings remembered across visits. Storage may be missing, full, blocked or corrupted: every
// value is validated on the way in, and anything odd quietly falls back to its default.

const KEY = 'loa.settings.v1';

export const SETTING_DEFAULTS = Object.freeze({ coordinates: true, animation: 200, analysis: false });

const VALID = {
  coordinates: (v) => typeof v === 'boolean',
  animation: (v) => Number.isInteger(v) && v >= 0 && v <= 1000,
  analysis: (v) => typeof v === 'boolean',
};

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

/** The saved settings, each one validated; defaults for anything missing or malformed. */
export function loadSettings() {
  const out = { ...SETTING_DEFAULTS };
  let saved = null;
  try {
    saved = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (saved && typeof saved === 'object') {
    for (const [key, valid] of Object.entries(VALID)) if (valid(saved[key])) out[key] = saved[key];
  }
  return out;
}

/** Saves the settings; a failure (quota, private mode) only means they are not remembered. */
export function saveSettings(settings) {
  try {
    storage()?.setItem(KEY, JSON.stringify(settings));
  } catch {
    /* not remembered this time */
  }
}
