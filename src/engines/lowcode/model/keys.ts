// Control names and their groups (jnpf-forms-and-flows.md §0.2, §1.3). Everything downstream speaks the 3.6 names;
// the older generations are translated once, here.

/** Gen A/B name -> 3.6 name */
export const KEY_ALIASES: Readonly<Record<string, string>> = {
  comInput: 'input',
  numInput: 'inputNumber',
  date: 'datePicker',
  time: 'timePicker',
  uploadFz: 'uploadFile',
  comSelect: 'organizeSelect',
  address: 'areaSelect',
  JNPFText: 'text'
}

export const toJnpfKey = (raw: string): string => KEY_ALIASES[raw] ?? raw

/** controls that never carry a value (W36 noVModelList) */
export const DISPLAY_KEYS: ReadonlySet<string> = new Set([
  'divider', 'text', 'link', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode', 'iframe'
])

/** attribute/calculation controls: a value only when isStorage = 1 */
export const STORAGE_OPTIONAL_KEYS: ReadonlySet<string> = new Set(['relationFormAttr', 'popupAttr', 'calculate'])

/** containers: their children are the fields (tab/collapse through panes) */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set(['row', 'card', 'tab', 'collapse', 'tableGrid', 'tableGridTr', 'tableGridTd', 'tabItem', 'collapseItem'])

/** filled by the server on create/update; the client never sends them */
export const SYSTEM_KEYS: ReadonlySet<string> = new Set([
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule'
])

export const NUMBER_KEYS: ReadonlySet<string> = new Set(['inputNumber', 'rate', 'slider', 'calculate'])

/** plain text values: maxlength and regList apply (the server checks the same set) */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'input', 'textarea', 'timePicker', 'colorPicker', 'editor', 'autoComplete', 'sign', 'location'
])

/** 'show-word-limit' -> 'showWordLimit' */
export const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
