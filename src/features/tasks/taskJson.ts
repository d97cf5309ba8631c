/**
 * The task's JSON columns (links, checklist, account numbers, payment methods) read once at the API
 * boundary: each item kept only when it has its shape, so screens never cast.
 * Types, not interfaces, so they fit the generated Json type when written back.
 */
export type TaskLink = { label: string; url: string };
export type ChecklistItem = { id: string; text: string; done: boolean };

type JsonValue = string | number | boolean | null | { [key: string]: JsonValue | undefined } | JsonValue[];
type JsonObject = { [key: string]: JsonValue | undefined };

const items = (value: JsonValue | undefined): JsonValue[] => (Array.isArray(value) ? value : []);
const isObject = (value: JsonValue): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function parseLinks(value: JsonValue | undefined): TaskLink[] {
  return items(value).flatMap((item) =>
    isObject(item) && typeof item.url === 'string'
      ? [{ label: typeof item.label === 'string' ? item.label : '', url: item.url }]
      : [],
  );
}

export function parseChecklist(value: JsonValue | undefined): ChecklistItem[] {
  return items(value).flatMap((item) =>
    isObject(item) && typeof item.id === 'string' && typeof item.text === 'string'
      ? [{ id: item.id, text: item.text, done: item.done === true }]
      : [],
  );
}

export function parseTextList(value: JsonValue | undefined): string[] {
  return items(value).filter((item): item is string => typeof item === 'string');
}
