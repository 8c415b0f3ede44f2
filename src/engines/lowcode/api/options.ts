// Where option lists of radio / checkbox / select / cascader / treeSelect come from (jnpf-forms-and-flows §1.6):
// a dictionary or a data interface (POST DataInterface/{id}/Actions/Preview).
// Dictionaries change rarely and many fields share one, so they live in the shared store's dictionaryList (spec §3),
// one entry per type with its options: filled once per session from DictionaryData/All, as JNPF's base store does.
// A type the list lacks (created since, or left out by the backend) is asked for alone (Data/Selector, which takes
// the type id or its enCode) and added to the list. Data interfaces depend on the form's values and are fetched by
// the widget each time their parameters change.
import { http } from '@/lib/request'
import { onSessionCleared } from '@/lib/storage'
import { useSharedStore, type DictionaryItem } from '@/lib/shared-store'
import type { LcTemplateParam } from '../types'
import { previewInterface } from './data-interface'
import { sessionCheck } from './session-epoch'

export type OptionRow = Record<string, unknown>

const quiet = { silent: true, loading: false } as const

/** DictionaryData/All of this session: asked once (a failed answer is not asked again: types are then asked alone) */
let allTypes: Promise<DictionaryItem[]> | undefined
const singleTypes = new Map<string, Promise<OptionRow[]>>()

function forget(): void {
  allTypes = undefined
  singleTypes.clear()
}
onSessionCleared(forget)

const shared = () => useSharedStore.getState()

function optionsIn(list: DictionaryItem[], type: string): OptionRow[] | undefined {
  const entry = list.find((d) => d.id === type || d.enCode === type)
  return Array.isArray(entry?.dictionaryList) ? (entry.dictionaryList as OptionRow[]) : undefined
}

const fromSharedStore = (type: string) => optionsIn(shared().dictionaryList, type)

/** entries already in the store that `list` does not have (types asked alone before All answered) stay */
function withKnown(list: DictionaryItem[]): DictionaryItem[] {
  const ids = new Set(list.map((d) => d.id))
  return [...list, ...shared().dictionaryList.filter((d) => !ids.has(d.id))]
}

function loadAllTypes(): Promise<DictionaryItem[]> {
  if (!allTypes) {
    const current = sessionCheck()
    allTypes = http.get<{ list?: DictionaryItem[] }>('/api/system/DictionaryData/All', undefined, quiet).then(
      (res) => {
        const list = Array.isArray(res.data?.list) ? res.data.list.filter((d) => d && typeof d.id === 'string') : []
        if (current()) shared().setDictionaryList(withKnown(list))
        return list
      },
      () => []
    )
  }
  return allTypes
}

function loadType(type: string): Promise<OptionRow[]> {
  const running = singleTypes.get(type)
  if (running) return running
  const current = sessionCheck()
  const pending = http
    .get<{ list?: OptionRow[] }>(`/api/system/DictionaryData/${encodeURIComponent(type)}/Data/Selector`, undefined, quiet)
    .then((res) => {
      const list = (Array.isArray(res.data?.list) ? res.data.list : []) as DictionaryItem[]
      const isTree = list.some((o) => Array.isArray(o.children) && o.children.length > 0) ? 1 : 0
      // the answer does not say whether `type` was the id or the enCode: the entry is found again by what was asked
      const entry: DictionaryItem = { id: type, enCode: type, fullName: '', isTree, dictionaryList: list }
      if (current() && !fromSharedStore(type)) shared().setDictionaryList([...shared().dictionaryList, entry])
      return list as OptionRow[]
    })
    // a failed load is not kept: the next field (or the retry link) asks again
    .finally(() => singleTypes.get(type) === pending && singleTypes.delete(type))
  singleTypes.set(type, pending)
  return pending
}

/** the entries of a dictionary type (type id or enCode), as a tree */
export async function getDictionaryOptions(type: string): Promise<OptionRow[]> {
  const known = fromSharedStore(type)
  if (known) return known
  // the answer itself serves a field of a session that ended meanwhile (the store no longer takes it)
  const all = await loadAllTypes()
  return fromSharedStore(type) ?? optionsIn(all, type) ?? loadType(type)
}

/** the rows of a data interface for the given parameters (templateJson with defaultValue filled) */
export function getInterfaceOptions(propsUrl: string, paramList: LcTemplateParam[]): Promise<OptionRow[]> {
  return previewInterface(propsUrl, paramList)
}

/** for tests: forget which dictionaries were asked for (the shared store has its own reset) */
export function clearOptionCache(): void {
  forget()
}
