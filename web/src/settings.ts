// The player's settings (move numbers, confirm before placing, the turn sound), remembered in
// localStorage, and safe storage access for private modes where localStorage throws.

export interface Settings {
  numbers: boolean;
  confirmPlace: boolean;
  sound: boolean;
}

const KEY = 'renju.settings';

export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the cookie set by the server still holds the seat; settings are per visit.
  }
}

export function loadSettings(): Settings {
  let saved: Partial<Settings> = {};
  try {
    const v: unknown = JSON.parse(storageGet(KEY) ?? '{}');
    if (typeof v === 'object' && v !== null) saved = v as Partial<Settings>;
  } catch {
    saved = {};
  }
  const flag = (x: unknown, dflt: boolean) => (typeof x === 'boolean' ? x : dflt);
  return {
    numbers: flag(saved.numbers, true),
    confirmPlace: flag(saved.confirmPlace, false),
    sound: flag(saved.sound, false),
  };
}

export function saveSettings(s: Settings): void {
  storageSet(KEY, JSON.stringify(s));
}
