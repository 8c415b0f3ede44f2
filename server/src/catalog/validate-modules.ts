// A broken catalogue must stop the start with a clear error rather than install half of it: a model or flow
// belongs to exactly one module, and a shared dependency (data interface, dictionary, bill rule) that two modules
// both ship must be the same definition in both.
import type { CatalogModule } from './types'
import { assertValidRecordStates } from './validate-states'

export function assertValidModules(modules: CatalogModule[]): void {
  const codes = new Set<string>()
  const owners = new Map<string, string>()
  const shared = new Map<string, { module: string; json: string }>()
  for (const m of modules) {
    if (!m.code || codes.has(m.code)) throw new Error(`目录模块编码重复或为空：${m.code}`)
    if (!Number.isInteger(m.version) || m.version < 1) throw new Error(`目录模块 ${m.code} 的版本必须是正整数`)
    codes.add(m.code)
    assertValidRecordStates(m)
    const owned = [...m.models.map((x) => `模型 ${x.id}`), ...m.flows.map((f) => `流程 ${f.template.id}`), ...m.flows.map((f) => `流程版本 ${f.version.id}`)]
    for (const key of owned) {
      const other = owners.get(key)
      if (other) throw new Error(`目录模块定义重复：${key} 同时出现在 ${other} 与 ${m.code}`)
      owners.set(key, m.code)
    }
    const deps = [
      ...m.dataInterfaces.map((x) => [`数据接口 ${x.id}`, x] as const),
      ...m.dictionaries.map((x) => [`数据字典 ${x.id}`, x] as const),
      ...m.billRules.map((x) => [`单据规则 ${x.id}`, x] as const)
    ]
    for (const [key, def] of deps) {
      const json = JSON.stringify(def)
      const seen = shared.get(key)
      if (seen && seen.json !== json) throw new Error(`目录模块定义冲突：${key} 在 ${seen.module} 与 ${m.code} 中不一致`)
      if (!seen) shared.set(key, { module: m.code, json })
    }
  }
}
