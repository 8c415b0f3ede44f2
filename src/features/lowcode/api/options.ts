// Where option lists of radio / checkbox / select / cascader / treeSelect come from (jnpf-forms-and-flows §1.6):
// a dictionary (GET DictionaryData/{type}/Data/Selector) or a data interface (POST DataInterface/{id}/Actions/Preview).
// Dictionaries change rarely and many fields share one, so each type is fetched once per session; data interfaces
// depend on the form's values and are fetched by the widget each time their parameters change.
import { http } from '@/lib/request'
import { onSessionCleared } from '@/lib/storage'
import { useSharedStore } from '@/lib/shared-store'
import type { LcTemplateParam } from '../types'
import { previewInterface } from './data-interface'

export type OptionRow = Record<string, unknown>

const dictionaryCache = new Map<string, Promise<OptionRow[]>>()
onSessionCleared(() => dictionaryCache.clear())

/** a dictionary already loaded through DictionaryData/All (the shared store) needs no request */
function fromSharedStore(type: string): OptionRow[] | undefined {
  const entry = useSharedStore.getState().dictionaryList.find((d) => d.id === type || d.enCode === type)
  return Array.isArray(entry?.dictionaryList) ? (entry.dictionaryList as OptionRow[]) : undefined
}

/** the entries of a dictionary type (type id or enCode: the server accepts both), as a tree */
export function getDictionaryOptions(type: string): Promise<OptionRow[]> {
  const shared = fromSharedStore(type)
  if (shared) return Promise.resolve(shared)
  let pending = dictionaryCache.get(type)
  if (!pending) {
    pending = http
      .get<{ list?: OptionRow[] }>(`/api/system/DictionaryData/${encodeURIComponent(type)}/Data/Selector`, undefined, {
        silent: true,
        loading: false
      })
      .then((res) => (Array.isArray(res.data?.list) ? res.data.list : []))
    // a failed load is not kept: the next field (or the retry link) asks again
    pending.catch(() => dictionaryCache.delete(type))
    dictionaryCache.set(type, pending)
  }
  return pending
}

/** the rows of a data interface for the given parameters (templateJson with defaultValue filled) */
export function getInterfaceOptions(propsUrl: string, paramList: LcTemplateParam[]): Promise<OptionRow[]> {
  return previewInterface(propsUrl, paramList)
}

/** for tests: forget every cached dictionary */
export function clearOptionCache(): void {
  dictionaryCache.clear()
}
