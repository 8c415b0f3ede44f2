// Rows of the system catalogue: what every install has, demo or production, in JNPF's table shapes.

/** a base_module row: directories (1), pages (2, urlAddress = the client route), low-code features (3,
 *  propertyJson.moduleId names the model) and external links (7) */
export interface CatalogMenu {
  id: string
  parentId: string // '-1' for top-level
  type: 1 | 2 | 3 | 7
  enCode: string
  fullName: string
  icon: string // e.g. 'icon-ym icon-ym-...' or a taro-ui icon value
  urlAddress: string
  propertyJson: string // JSON string, e.g. '{"moduleId":"...","iconBackgroundColor":"#2979ff"}'
  sortCode: number
  linkTarget?: '_self' | '_blank' // external links (type 7) open in a new window
}

/** a dictionary type with its items (base_dictionary_type / base_dictionary_data); items may nest when isTree */
export interface CatalogDictionaryItem { id: string; enCode: string; fullName: string; children?: CatalogDictionaryItem[] }
export interface CatalogDictionary { id: string; enCode: string; fullName: string; isTree: 0 | 1; parentId?: string; items: CatalogDictionaryItem[] }

export interface SystemCatalogue {
  appMenus: CatalogMenu[]
  webMenus: CatalogMenu[]
  dictionaries: CatalogDictionary[]
  sysConfig: Record<string, string>
}
