/**
 * The last answers of the browse reads (a menu, the home's first page), kept in localStorage so
 * that what was seen before opens without a network: Firestore Lite, which those screens read with (issue #27), has
 * no offline cache of its own, unlike the full SDK they used before. Public catalogue data only;
 * the latest few restaurants are kept, the oldest forgotten.
 */
const PREFIX = 'sabor-browse:';
const INDEX_KEY = `${PREFIX}index`;
const MAX_GROUPS = 6;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function readIndex(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Stores a value under `group` (a restaurant id, or 'inicio'), making that group the most recent. */
function remember(group: string, key: string, value: unknown): void {
  try {
    const index = [group, ...readIndex().filter((item) => item !== group)];
    for (const old of index.splice(MAX_GROUPS)) {
      for (const stored of Object.keys(localStorage)) if (stored.startsWith(`${PREFIX}${old}:`)) localStorage.removeItem(stored);
    }
    localStorage.setItem(INDEX_KEY, JSON.stringify(index));
    localStorage.setItem(`${PREFIX}${group}:${key}`, JSON.stringify(value));
  } catch {
    // Storage full or off: the menu then needs the network, as any page does.
  }
}

function recall(group: string, key: string): { value: unknown } | null {
  try {
    const raw = localStorage.getItem(`${PREFIX}${group}:${key}`);
    // Dates were stored as ISO strings (Date.toJSON): the domain types expect Date objects back.
    return raw === null ? null : { value: JSON.parse(raw, (_name, value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value)) };
  } catch {
    return null;
  }
}

/**
 * Runs `read` and remembers its answer; when it fails while the device is offline and an earlier
 * answer is stored, returns that instead (the offline banner says why it may be old).
 */
export async function rememberedRead<T>(group: string, key: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    remember(group, key, value);
    return value;
  } catch (error) {
    const saved = typeof navigator !== 'undefined' && navigator.onLine === false ? recall(group, key) : null;
    if (saved) return saved.value as T;
    throw error;
  }
}
