import type { CatalogDictionary, CatalogDictionaryItem } from '../system/types'

// Business dictionaries the catalogue's forms read (base_dictionary_type / base_dictionary_data; a form names one
// as dt-<enCode>). Item ids are derived from the type and item code so they stay stable: dd-<type>-<code>. Tree
// dictionaries nest their items through `children`. A module ships the ones its forms name.

interface Entry { code: string; name: string; children?: Entry[] | undefined }
export const item = (code: string, name: string, children?: Entry[]): Entry => ({ code, name, children })

function toItems(typeCode: string, entries: Entry[]): CatalogDictionaryItem[] {
  return entries.map((e) => ({
    id: `dd-${typeCode}-${e.code}`,
    enCode: e.code,
    fullName: e.name,
    ...(e.children ? { children: toItems(typeCode, e.children) } : {})
  }))
}

export function dict(enCode: string, fullName: string, entries: Entry[]): CatalogDictionary {
  const isTree = entries.some((e) => e.children && e.children.length > 0) ? 1 : 0
  return { id: `dt-${enCode}`, enCode, fullName, isTree, items: toItems(enCode, entries) }
}

/** flat list from names, coded 1, 2, 3 ... in order */
export const numbered = (...names: string[]): Entry[] => names.map((name, i) => item(String(i + 1), name))

export const dictionaryTypes: CatalogDictionary[] = [
  // 《安全生产事故隐患排查治理暂行规定》 grades a hidden danger 一般 or 重大; there is no 较大隐患 (that grade is for accidents)
  dict('hazardLevel', '隐患等级', [item('general', '一般隐患'), item('major', '重大隐患')]),
  dict('hazardCategory', '隐患类别', numbered(
    '高处坠落', '物体打击', '机械伤害', '起重伤害', '触电', '坍塌', '火灾', '车辆伤害', '涉路施工交通安全',
    '爆破', '中毒和窒息', '淹溺', '临时用电', '文明施工', '其他'
  )),
  dict('materialCategory', '材料类别', [
    item('steel', '钢材', [item('rebarHrb400', 'HRB400E带肋钢筋'), item('rebarHpb300', 'HPB300光圆钢筋'), item('strand', '预应力钢绞线'), item('sectionSteel', '型钢')]),
    item('cement', '水泥', [item('po425', 'P·O 42.5普通硅酸盐水泥'), item('po525', 'P·O 52.5普通硅酸盐水泥')]),
    item('aggregate', '集料', [item('gravel', '碎石'), item('machineSand', '机制砂'), item('riverSand', '天然砂')]),
    item('asphalt', '沥青', [item('asphalt70', '70号道路石油沥青'), item('sbsAsphalt', 'SBS改性沥青'), item('emulsified', '乳化沥青')]),
    item('admixture', '外加剂', [item('waterReducer', '聚羧酸高性能减水剂'), item('accelerator', '速凝剂')]),
    item('geosynthetic', '土工合成材料', [item('geogrid', '土工格栅'), item('geotextile', '土工布')]),
    item('waterproof', '防水材料', [item('membrane', '防水卷材'), item('coating', '防水涂料')]),
    item('flyAsh', '粉煤灰及矿粉', [item('flyAshF', 'F类Ⅱ级粉煤灰'), item('slag', 'S95级矿渣粉')])
  ]),
  dict('engineeringPart', '工程部位', [
    item('subgrade', '路基工程', [item('earthwork', '路基土石方'), item('drainage', '排水工程'), item('protection', '防护工程'), item('softFoundation', '软基处理')]),
    item('pavement', '路面工程', [item('subbase', '底基层'), item('base', '基层'), item('surface', '面层')]),
    item('bridge', '桥梁工程', [item('foundation', '基础及下部构造'), item('superstructure', '上部构造'), item('deck', '桥面系及附属')]),
    item('tunnel', '隧道工程', [item('portal', '洞口工程'), item('excavation', '洞身开挖'), item('primarySupport', '初期支护'), item('lining', '二次衬砌')]),
    item('interchange', '互通立交工程'),
    item('trafficSafety', '交通安全设施'),
    item('greening', '绿化及环境保护')
  ]),
  dict('weather', '天气', numbered('晴', '多云', '阴', '小雨', '中雨', '大雨', '暴雨', '雪', '雾', '大风')),
  dict('testResult', '检测结果', [item('qualified', '合格'), item('unqualified', '不合格'), item('pending', '待判定')]),
  dict('workType', '工种', numbered('钢筋工', '混凝土工', '架子工', '模板工', '电工', '电焊工', '机械操作工', '起重信号司索工', '爆破工', '普工'))
]
