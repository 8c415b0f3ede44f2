import type { SeedDictionaryItem, SeedDictionaryType } from './types'

// Data dictionaries (base_dictionary_type / base_dictionary_data). Item ids are derived from the type and item code
// so they stay stable: dd-<type>-<code>. Tree dictionaries nest their items through `children`.

interface Entry { code: string; name: string; children?: Entry[] | undefined }
const item = (code: string, name: string, children?: Entry[]): Entry => ({ code, name, children })

function toItems(typeCode: string, entries: Entry[]): SeedDictionaryItem[] {
  return entries.map((e) => ({
    id: `dd-${typeCode}-${e.code}`,
    enCode: e.code,
    fullName: e.name,
    ...(e.children ? { children: toItems(typeCode, e.children) } : {})
  }))
}

function dict(enCode: string, fullName: string, entries: Entry[]): SeedDictionaryType {
  const isTree = entries.some((e) => e.children && e.children.length > 0) ? 1 : 0
  return { id: `dt-${enCode}`, enCode, fullName, isTree, items: toItems(enCode, entries) }
}

/** flat list from names, coded 1, 2, 3 ... in order */
const numbered = (...names: string[]): Entry[] => names.map((name, i) => item(String(i + 1), name))

export const dictionaryTypes: SeedDictionaryType[] = [
  dict('sex', '性别', [item('1', '男'), item('2', '女')]),
  dict('hazardLevel', '隐患等级', [item('general', '一般隐患'), item('larger', '较大隐患'), item('major', '重大隐患')]),
  dict('hazardCategory', '隐患类别', numbered(
    '高处坠落', '物体打击', '机械伤害', '起重伤害', '触电', '坍塌', '火灾', '车辆伤害', '涉路施工交通安全',
    '爆破', '中毒和窒息', '淹溺', '临时用电', '文明施工', '其他'
  )),
  dict('rectifyStatus', '整改状态', [
    item('pending', '待整改'), item('rectifying', '整改中'), item('reviewing', '待复查'),
    item('closed', '已闭合'), item('overdue', '已逾期')
  ]),
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
  dict('idType', '证件类型', [
    item('idCard', '居民身份证'), item('passport', '护照'), item('hkMacau', '港澳居民来往内地通行证'),
    item('taiwan', '台湾居民来往大陆通行证'), item('foreignPr', '外国人永久居留身份证')
  ]),
  dict('jobTitle', '职称', numbered('正高级工程师', '高级工程师', '工程师', '助理工程师', '技术员', '无')),
  dict('education', '学历', numbered('博士研究生', '硕士研究生', '大学本科', '大学专科', '中专/高中', '初中及以下')),
  dict('attendanceType', '考勤类型', [
    item('normal', '正常'), item('late', '迟到'), item('early', '早退'), item('missing', '缺卡'),
    item('field', '外勤'), item('leave', '请假'), item('trip', '出差')
  ]),
  dict('meetingType', '会议类型', numbered('第一次工地会议', '监理例会', '专题会议', '安全生产例会', '质量分析会', '技术交底会')),
  dict('specialEquipmentType', '特种设备类型', numbered(
    '塔式起重机', '门式起重机', '架桥机', '施工升降机', '汽车起重机', '履带起重机', '缆索起重机', '压力容器', '场（厂）内专用机动车辆'
  )),
  dict('testResult', '检测结果', [item('qualified', '合格'), item('unqualified', '不合格'), item('pending', '待判定')]),
  dict('workType', '工种', numbered('钢筋工', '混凝土工', '架子工', '模板工', '电工', '电焊工', '机械操作工', '起重信号司索工', '爆破工', '普工')),
  dict('warningLevel', '预警等级', [item('blue', '蓝色预警'), item('yellow', '黄色预警'), item('orange', '橙色预警'), item('red', '红色预警')]),
  dict('orderType', '监理指令类型', numbered('质量', '安全', '进度', '环保水保', '计量支付', '其他')),
  dict('emergencyType', '应急事件类型', numbered('防汛防台', '地质灾害', '火灾', '交通事故', '坍塌事故', '触电事故', '公共卫生事件'))
]
