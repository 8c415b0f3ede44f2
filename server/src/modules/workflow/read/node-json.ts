// Reading node JSON defensively: a task node stores its whole node ({nodeId, type, properties, ...}) or only its
// properties, and a template version stores the node tree (jnpf-forms-and-flows.md §4.1). Broken JSON reads as empty.
export type Json = Record<string, unknown>

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export function parseObject(text: string | null | undefined): Json {
  if (!text) return {}
  try {
    const v: unknown = JSON.parse(text)
    return isObj(v) ? v : {}
  } catch {
    return {}
  }
}

/** the properties of a stored node: `properties` when the whole node was stored, else the object itself */
export function nodeProperties(nodePropertyJson: string | null | undefined): Json {
  const o = parseObject(nodePropertyJson)
  return isObj(o.properties) ? o.properties : o
}

/** the start node's properties of a template version (the root of the tree is the start node) */
export function startProperties(flowTemplateJson: string | null | undefined): Json {
  const root = parseObject(flowTemplateJson)
  return isObj(root.properties) ? root.properties : {}
}

/** a node of the template tree by its nodeId, searching childNode chains and conditionNodes branches */
export function findTemplateNode(flowTemplateJson: string | null | undefined, nodeId: string): Json | undefined {
  const seen = new Set<unknown>()
  const walk = (n: unknown): Json | undefined => {
    if (!isObj(n) || seen.has(n)) return undefined
    seen.add(n)
    if (n.nodeId === nodeId) return n
    const branches = Array.isArray(n.conditionNodes) ? n.conditionNodes : []
    for (const b of branches) {
      const hit = walk(b)
      if (hit) return hit
    }
    return walk(n.childNode)
  }
  return walk(parseObject(flowTemplateJson))
}

export const formOperatesOf = (props: Json): Json[] =>
  (Array.isArray(props.formOperates) ? props.formOperates : []).filter(isObj)

export { isObj }
