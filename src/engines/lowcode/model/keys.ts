// Control names and their groups (jnpf-forms-and-flows.md §0.2, §1.3). Everything downstream speaks the 3.6 names;
// the older generations are translated once, here.

import {
  CONTROL_KEY_ALIASES, DISPLAY_CONTROL_KEYS, LAYOUT_CONTROL_KEYS, PANE_CONTROL_KEYS, STORAGE_OPTIONAL_CONTROL_KEYS,
  SYSTEM_CONTROL_KEYS, toControlKey
} from '@shared/api/lowcode-controls'

/** Gen A/B name -> 3.6 name (shared with the server, types/api/lowcode-controls.ts) */
export const KEY_ALIASES: Readonly<Record<string, string>> = CONTROL_KEY_ALIASES

export const toJnpfKey = toControlKey

/** controls that never carry a value (W36 noVModelList) */
export const DISPLAY_KEYS: ReadonlySet<string> = new Set(DISPLAY_CONTROL_KEYS)

/** attribute/calculation controls: a value only when isStorage = 1 */
export const STORAGE_OPTIONAL_KEYS: ReadonlySet<string> = new Set(STORAGE_OPTIONAL_CONTROL_KEYS)

/** containers: their children are the fields (tab/collapse through panes) */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set([...LAYOUT_CONTROL_KEYS, ...Object.keys(PANE_CONTROL_KEYS)])

/** filled by the server on create/update; the client never sends them */
export const SYSTEM_KEYS: ReadonlySet<string> = new Set(SYSTEM_CONTROL_KEYS)

export const NUMBER_KEYS: ReadonlySet<string> = new Set(['inputNumber', 'rate', 'slider', 'calculate'])

/** plain text values: maxlength and regList apply (the server checks the same set) */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'input', 'textarea', 'timePicker', 'colorPicker', 'editor', 'autoComplete', 'sign', 'location'
])

/** 'show-word-limit' -> 'showWordLimit' */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
