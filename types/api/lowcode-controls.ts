// The form controls (jnpfKey) the app's low-code renderer draws, shared by the app and the server: the app's widget
// registry must answer every key listed here (a components test compares them), and the designers' API refuses a
// model whose formData uses a key outside this list, so a model saved in the console always renders on the phone
// (jnpf-forms-and-flows.md §0.2, §1.3).

/** older designer names (Gen A/B) and the 3.6 name they stand for */
export const CONTROL_KEY_ALIASES: Readonly<Record<string, string>> = {
  comInput: 'input',
  numInput: 'inputNumber',
  date: 'datePicker',
  time: 'timePicker',
  uploadFz: 'uploadFile',
  comSelect: 'organizeSelect',
  address: 'areaSelect',
  JNPFText: 'text'
}

export const toControlKey = (raw: string): string => CONTROL_KEY_ALIASES[raw] ?? raw

/** controls that never carry a value (W36 noVModelList) */
export const DISPLAY_CONTROL_KEYS: readonly string[] = [
  'divider', 'text', 'link', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode', 'iframe'
]

/** layout containers: their children are the fields (tab and collapse through panes) */
export const LAYOUT_CONTROL_KEYS: readonly string[] = ['row', 'card', 'tab', 'collapse', 'tableGrid']

/** the panes and cells of the containers: they appear only as children of tab, collapse and tableGrid */
export const PANE_CONTROL_KEYS: Readonly<Record<string, string>> = {
  tabItem: 'tab', collapseItem: 'collapse', tableGridTr: 'tableGrid', tableGridTd: 'tableGridTr'
}

/** attribute and calculation controls: they store a value only when __config__.isStorage is 1 */
export const STORAGE_OPTIONAL_CONTROL_KEYS: readonly string[] = ['relationFormAttr', 'popupAttr', 'calculate']

/** filled by the server on create and update */
export const SYSTEM_CONTROL_KEYS: readonly string[] = [
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule'
]

/** every control the app renders with a real widget, by its 3.6 name */
export const SUPPORTED_CONTROL_KEYS: readonly string[] = [
  // basic
  'input', 'textarea', 'inputNumber', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'treeSelect', 'datePicker',
  'timePicker', 'colorPicker', 'rate', 'slider', 'editor', 'calculate', 'location',
  // display and server-filled
  ...DISPLAY_CONTROL_KEYS, ...SYSTEM_CONTROL_KEYS, 'relationFormAttr', 'popupAttr',
  // layout and the child table
  ...LAYOUT_CONTROL_KEYS, 'table',
  // selectors
  'organizeSelect', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect', 'areaSelect',
  'popupSelect', 'popupTableSelect', 'relationForm', 'autoComplete',
  // uploads and signature
  'uploadImg', 'uploadFile', 'sign'
]

/**
 * JNPF controls meant for the web console only (电子签章): the app has no widget for them on purpose and shows the
 * label with its explicit notice (此控件暂不支持在手机上编辑), passing the value through untouched. A model may hold
 * them; anything outside this list and the supported one is refused.
 */
export const WEB_ONLY_CONTROL_KEYS: readonly string[] = ['signature']

const SUPPORTED = new Set(SUPPORTED_CONTROL_KEYS)
const ACCEPTED = new Set([...SUPPORTED_CONTROL_KEYS, ...WEB_ONLY_CONTROL_KEYS])

/** whether the app draws this control with a real widget (a 3.6 or an older name) */
export const isSupportedControl = (raw: string): boolean => SUPPORTED.has(toControlKey(raw))

/** whether a model may hold this control: the app draws it, or it is a web-only control the app shows as such */
export const isAcceptedControl = (raw: string): boolean => ACCEPTED.has(toControlKey(raw))
