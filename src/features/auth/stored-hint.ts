// The stored "signed in as" hint read without zod or the store: by the header's inline paint script (paint-hint.ts),
// which runs before any module, and by the phone menu's script, which names the user in the drawer. Only modules
// without imports of their own are imported, so both stay small.
import { HINT_TEXT_FIELDS, UID_MAX_LENGTH } from './hint-rules.ts';
import { HINT_KEY } from './keys.ts';

/** localStorage's value for `key`, or null when storage is disabled (the signed-out header shows). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored hint when it has the shape user.ts's schema gives it, else null (signed out). */
export function readStoredHint(): Record<string, unknown> | null {
  let hint: unknown;
  try {
    hint = JSON.parse(readStorage(HINT_KEY) ?? 'null');
  } catch {
    // Corrupt: signed out.
    return null;
  }
  if (typeof hint !== 'object' || hint === null || Array.isArray(hint)) return null;
  const fields = hint as Record<string, unknown>;
  const uid = fields['uid'];
  const valid =
    typeof uid === 'string' &&
    uid.length > 0 &&
    uid.length <= UID_MAX_LENGTH &&
    HINT_TEXT_FIELDS.every((key) => fields[key] === null || typeof fields[key] === 'string');
  return valid ? fields : null;
}
