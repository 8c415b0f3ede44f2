// The platform dictionaries every install has: the ones the JNPF 3.6 web console reads by enCode on its system
// pages (data interface categories, notice types, bill-rule business types, group and position types, the
// organisation and user forms' selects). They sit in the console's 系统字典 folder (parentId '1'). Ids are stable,
// dt-<enCode> and dd-<enCode>-<item code>, as the demo seed's are, so an install never duplicates a dictionary the
// seed already wrote (sex). WorkFlowCategory is not here: the flow definitions install it with their categories.
import type { CatalogDictionary, CatalogDictionaryItem } from './types'

/** the console's 系统字典 folder (business dictionaries hang under '-1') */
export const SYSTEM_DICTIONARY_FOLDER = '1'

type Entry = [code: string, name: string, children?: Entry[]]

function items(typeCode: string, entries: Entry[]): CatalogDictionaryItem[] {
  return entries.map(([code, name, children]) => ({
    id: `dd-${typeCode}-${code}`, enCode: code, fullName: name, ...(children ? { children: items(typeCode, children) } : {})
  }))
}

function dict(enCode: string, fullName: string, entries: Entry[], isTree: 0 | 1 = 0): CatalogDictionary {
  return { id: `dt-${enCode}`, enCode, fullName, isTree, parentId: SYSTEM_DICTIONARY_FOLDER, items: items(enCode, entries) }
}

const numbered = (...names: string[]): Entry[] => names.map((name, i) => [String(i + 1), name])

const NATIONS = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族', '满族', '侗族', '瑶族', '白族',
  '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族', '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族',
  '景颇族', '柯尔克孜族', '土族', '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族',
  '普米族', '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族'
]

export const catalogDictionaries: CatalogDictionary[] = [
  // the console's 数据接口 page: its left tree and the form's 分类 (the seeded interfaces use these two names)
  dict('DataInterfaceType', '数据接口分类', [['projectData', '项目数据'], ['baseData', '基础资料'], ['systemData', '系统数据']], 1),
  // 通知公告: the list's 类型 filter and the form's 类型 (stored as the item code; '1' is the form's default)
  dict('NoticeType', '公告类型', [['1', '通知公告'], ['2', '安全通报'], ['3', '质量通报'], ['4', '制度文件']]),
  // 单据规则: 业务分类 (stored as the item id)
  dict('businessType', '业务分类', [
    ['safety', '安全管理'], ['quality', '质量管理'], ['engineering', '工程管理'], ['laboratory', '试验检测'],
    ['progress', '进度计量'], ['office', '综合办公']
  ]),
  // 功能设计: the list's 分类 filter and the form's 分类 (stored as the item id)
  dict('webDesign', '功能分类', [
    ['safety', '安全管理'], ['quality', '质量管理'], ['engineering', '工程管理'], ['laboratory', '试验检测'],
    ['progress', '进度计量'], ['office', '综合办公']
  ]),
  dict('groupType', '分组类型', [['work', '工作组'], ['project', '项目组'], ['committee', '委员会'], ['other', '其他']]),
  dict('PositionType', '岗位类型', [['management', '管理岗'], ['technical', '技术岗'], ['supervision', '监理岗'], ['operation', '作业岗']]),
  dict('IndustryType', '行业类型', [
    ['construction', '建筑业', [['highway', '公路工程'], ['bridgeTunnel', '桥梁隧道工程'], ['municipal', '市政工程']]],
    ['consulting', '工程咨询', [['design', '勘察设计'], ['supervision', '工程监理'], ['testing', '试验检测']]],
    ['transport', '交通运输'], ['finance', '金融'], ['government', '政府机关']
  ], 1),
  dict('EnterpriseNature', '企业性质', [
    ['stateOwned', '国有企业'], ['private', '民营企业'], ['jointVenture', '合资企业'], ['foreign', '外资企业'],
    ['institution', '事业单位'], ['government', '机关单位']
  ]),
  dict('sex', '性别', [['1', '男'], ['2', '女']]),
  dict('certificateType', '证件类型', [
    ['idCard', '居民身份证'], ['passport', '护照'], ['hkMacau', '港澳居民来往内地通行证'], ['taiwan', '台湾居民来往大陆通行证'],
    ['foreignPr', '外国人永久居留身份证']
  ]),
  dict('Education', '文化程度', numbered('博士研究生', '硕士研究生', '大学本科', '大学专科', '中专/高中', '初中及以下')),
  dict('Nation', '民族', NATIONS.map((name, i): Entry => [String(i + 1).padStart(2, '0'), name])),
  dict('Rank', '职级', [['staff', '员级'], ['assistant', '助理级'], ['intermediate', '中级'], ['viceSenior', '副高级'], ['senior', '正高级']])
]
