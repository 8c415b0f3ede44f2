// Dictionaries and administrative areas in JNPF's selector shapes (jnpf-api.md §4).
import type { AppContext } from '../../context'
import type { DictionaryDataTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { systemRepository } from './repository'

interface DictNode { id: string; parentId: string; fullName: string; enCode: string; hasChildren?: boolean; children?: DictNode[] }

function dictTree(rows: DictionaryDataTable[], withFlags: boolean): DictNode[] {
  const nodes = new Map(rows.map((r): [string, DictNode] => [r.id, { id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, ...(withFlags ? { hasChildren: false } : {}) }]))
  const roots: DictNode[] = []
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId)
    if (parent) {
      parent.children = [...(parent.children ?? []), n]
      if (withFlags) parent.hasChildren = true
    } else roots.push(n)
  }
  return roots
}

export async function allDictionaries(ctx: AppContext) {
  const [types, data] = await Promise.all([systemRepository.dictionaryTypes(ctx.db), systemRepository.dictionaryData(ctx.db)])
  return types.map((t) => {
    const rows = data.filter((d) => d.typeId === t.id)
    return {
      id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: Number(t.isTree),
      dictionaryList: Number(t.isTree) === 1 ? dictTree(rows, false) : rows.map((r) => ({ id: r.id, enCode: r.enCode, fullName: r.fullName }))
    }
  })
}

export async function dictionarySelector(ctx: AppContext, idOrCode: string) {
  const type = await systemRepository.findDictionaryType(ctx.db, idOrCode)
  if (!type) throw new BadRequest(`数据字典不存在: ${idOrCode}`)
  return dictTree(await systemRepository.dictionaryData(ctx.db, type.id), true)
}

/** children of an area; ids other than "0" exclude that area's subtree */
export async function areaSelector(ctx: AppContext, parentId: string, excludeIds: string) {
  const rows = await systemRepository.areaChildren(ctx.db, parentId === '0' ? '-1' : parentId)
  const excluded = new Set(excludeIds === '0' ? [] : excludeIds.split(','))
  return rows.filter((r) => !excluded.has(r.id)).map((r) => ({ id: r.id, fullName: r.fullName, enCode: r.enCode, isLeaf: false }))
}

export async function areaNamesByIds(ctx: AppContext, idsList: string[][]): Promise<string[][]> {
  const rows = await systemRepository.areasByIds(ctx.db, [...new Set(idsList.flat())])
  const names = new Map(rows.map((r) => [r.id, r.fullName]))
  return idsList.map((ids) => ids.map((id) => names.get(id) ?? ''))
}
