// Data interfaces the catalogue's forms read (dynamic options, popup pickers, auto-complete): project data
// (sections) comes from built-in queries over our own tables; reference catalogues (materials, machine models, test
// items) are static rows. Interfaces marked siteRows hold a site's own rows (its WBS, its laboratory instruments):
// the catalogue ships them empty, an administrator (or the demo seed) fills them, and an upgrade never replaces them.

/**
 * A data interface (base_data_interface). `rows` = static data (dataType 2): a row with projectId / contractId is
 * only seen inside that project / section; `query` = a built-in query in server/src/modules/datainterface (dataType 3).
 */
export interface DataInterfaceDefinition {
  id: string
  enCode: string
  fullName: string
  category: string
  description: string
  params: { field: string; fieldName: string; required?: boolean }[]
  rows?: Record<string, unknown>[]
  query?: 'projectContracts' | 'projectMembers'
  /** the rows are the site's data: installed empty, kept on upgrades (only the params are the catalogue's) */
  siteRows?: boolean
}

export const DI = {
  contracts: 'di-contract-sections',
  materials: 'di-materials',
  equipment: 'di-equipment-models',
  wbs: 'di-wbs',
  testItems: 'di-test-items',
  instruments: 'di-lab-instruments'
} as const

type Material = [id: string, enCode: string, fullName: string, spec: string, unit: string, category: string, standard: string]
const CATEGORY: Record<string, string> = {
  steel: '钢材', cement: '水泥', aggregate: '集料', asphalt: '沥青', admixture: '外加剂', geosynthetic: '土工合成材料', waterproof: '防水材料', flyAsh: '粉煤灰及矿粉'
}
const materials: Material[] = [
  ['mat-hrb400-12', 'GJ-HRB400E-12', 'HRB400E带肋钢筋 Φ12', 'Φ12', 't', 'steel', 'GB/T 1499.2-2024'],
  ['mat-hrb400-16', 'GJ-HRB400E-16', 'HRB400E带肋钢筋 Φ16', 'Φ16', 't', 'steel', 'GB/T 1499.2-2024'],
  ['mat-hrb400-25', 'GJ-HRB400E-25', 'HRB400E带肋钢筋 Φ25', 'Φ25', 't', 'steel', 'GB/T 1499.2-2024'],
  ['mat-hrb400-32', 'GJ-HRB400E-32', 'HRB400E带肋钢筋 Φ32', 'Φ32', 't', 'steel', 'GB/T 1499.2-2024'],
  ['mat-hpb300-10', 'GJ-HPB300-10', 'HPB300光圆钢筋 Φ10', 'Φ10', 't', 'steel', 'GB/T 1499.1-2024'],
  ['mat-strand-152', 'GJX-1860-152', '预应力钢绞线 1×7-15.20-1860', 'Φs15.2', 't', 'steel', 'GB/T 5224-2023'],
  ['mat-po425', 'SN-PO425', 'P·O 42.5普通硅酸盐水泥', '散装', 't', 'cement', 'GB 175-2023'],
  ['mat-po525', 'SN-PO525', 'P·O 52.5普通硅酸盐水泥', '散装', 't', 'cement', 'GB 175-2023'],
  ['mat-gravel-510', 'SS-0510', '碎石 5～10mm', '5～10mm', 'm³', 'aggregate', 'JTG/T 3650-2020'],
  ['mat-gravel-1020', 'SS-1020', '碎石 10～20mm', '10～20mm', 'm³', 'aggregate', 'JTG/T 3650-2020'],
  ['mat-gravel-2031', 'SS-2031', '碎石 20～31.5mm', '20～31.5mm', 'm³', 'aggregate', 'JTG/T 3650-2020'],
  ['mat-machine-sand', 'JZS-ZS', '机制砂（中砂）', 'Ⅱ区中砂', 'm³', 'aggregate', 'JTG/T 3650-2020'],
  ['mat-asphalt-70a', 'LQ-70A', '70号A级道路石油沥青', '70号A级', 't', 'asphalt', 'JTG F40-2004'],
  ['mat-sbs-id', 'LQ-SBS-ID', 'SBS改性沥青（I-D）', 'I-D', 't', 'asphalt', 'JTG F40-2004'],
  ['mat-emulsion-pc3', 'LQ-PC3', '阳离子乳化沥青 PC-3', 'PC-3', 't', 'asphalt', 'JTG F40-2004'],
  ['mat-pce', 'WJJ-PCE', '聚羧酸高性能减水剂（标准型）', '固含量20%', 't', 'admixture', 'GB 8076-2008'],
  ['mat-geogrid', 'TG-TGSG3030', '双向土工格栅 TGSG30-30', '30-30kN/m', 'm²', 'geosynthetic', 'GB/T 17689-2008'],
  ['mat-geotextile', 'TG-ZC400', '短纤针刺土工布 400g/m²', '400g/m²', 'm²', 'geosynthetic', 'GB/T 17638-2017'],
  ['mat-membrane', 'FS-SBS4', 'SBS改性沥青防水卷材 4mm', 'Ⅱ型 PY 4mm', 'm²', 'waterproof', 'GB 18242-2008'],
  ['mat-flyash-f2', 'FMH-F2', 'F类Ⅱ级粉煤灰', 'F类Ⅱ级', 't', 'flyAsh', 'GB/T 1596-2017'],
  ['mat-slag-s95', 'KF-S95', 'S95级粒化高炉矿渣粉', 'S95', 't', 'flyAsh', 'GB/T 18046-2017']
]

type Equipment = [id: string, enCode: string, fullName: string, model: string, manufacturer: string, category: string, special: boolean]
const EQUIPMENT_CATEGORY: Record<string, string> = {
  earthwork: '土方机械', compaction: '压实机械', piling: '桩工机械', lifting: '起重机械', concrete: '混凝土机械', pavement: '路面机械', tunnel: '隧道机械'
}
const equipment: Equipment[] = [
  ['eq-sy365h', 'WJJ-SY365H', '履带式液压挖掘机', 'SY365H', '三一重机有限公司', 'earthwork', false],
  ['eq-xe370dk', 'WJJ-XE370DK', '履带式液压挖掘机', 'XE370DK', '徐州徐工挖掘机械有限公司', 'earthwork', false],
  ['eq-clg856h', 'ZZJ-CLG856H', '轮式装载机', 'CLG856H', '广西柳工机械股份有限公司', 'earthwork', false],
  ['eq-xs263j', 'YLJ-XS263J', '单钢轮振动压路机', 'XS263J', '徐工集团工程机械股份有限公司', 'compaction', false],
  ['eq-sr285r', 'XWZ-SR285R', '旋挖钻机', 'SR285R', '北京三一智造科技有限公司', 'piling', false],
  ['eq-quy80', 'LDQ-QUY80', '履带起重机', 'QUY80', '徐工集团工程机械股份有限公司', 'lifting', true],
  ['eq-stc750', 'QCQ-STC750', '汽车起重机', 'STC750', '三一汽车起重机械有限公司', 'lifting', true],
  ['eq-jqj180', 'JQJ-180-40', '架桥机', 'JQJ180-40', '郑州市华中建机有限公司', 'lifting', true],
  ['eq-tc6013', 'TSQ-TC6013', '塔式起重机', 'TC6013A-6', '中联重科股份有限公司', 'lifting', true],
  ['eq-sc200', 'SJJ-SC200', '施工升降机', 'SC200/200', '广州市京龙工程机械有限公司', 'lifting', true],
  ['eq-hzs180', 'JBZ-HZS180', '混凝土搅拌站', 'HZS180', '中联重科股份有限公司', 'concrete', false],
  ['eq-pump62', 'BC-62M', '混凝土泵车', 'SYM5440THB 620C-10', '三一汽车制造有限公司', 'concrete', false],
  ['eq-super1880', 'TPJ-1880', '沥青混凝土摊铺机', 'SUPER 1880-3L', '维特根（中国）机械有限公司', 'pavement', false],
  ['eq-wr2400', 'BHJ-WR2400', '稳定土拌和机', 'WR 2400', '维特根（中国）机械有限公司', 'pavement', false],
  ['eq-dt1132i', 'ZYT-DT1132i', '三臂凿岩台车', 'DT1132i', '山特维克矿山工程机械（中国）有限公司', 'tunnel', false],
  ['eq-tkj20', 'PJJ-TKJ20', '湿喷机械手', 'TKJ-20', '中国铁建重工集团股份有限公司', 'tunnel', false]
]

const item = (id: string, fullName: string, standard: string) => ({ id, enCode: id.replace(/^ti-/, '').toUpperCase(), fullName, standard })
const testItems = [
  { id: 'ti-cement', enCode: 'CEMENT', fullName: '水泥', children: [
    item('ti-cement-fineness', '细度', 'GB/T 1345-2005'), item('ti-cement-setting', '凝结时间', 'GB/T 1346-2011'),
    item('ti-cement-soundness', '安定性', 'GB/T 1346-2011'), item('ti-cement-strength', '胶砂强度', 'GB/T 17671-2021')
  ] },
  { id: 'ti-steel', enCode: 'STEEL', fullName: '钢筋', children: [
    item('ti-steel-tensile', '拉伸性能（屈服强度、抗拉强度、断后伸长率）', 'GB/T 28900-2022'), item('ti-steel-bend', '弯曲性能', 'GB/T 28900-2022'),
    item('ti-steel-weight', '重量偏差', 'GB/T 1499.2-2024'), item('ti-steel-weld', '焊接接头拉伸', 'JGJ/T 27-2014')
  ] },
  { id: 'ti-aggregate', enCode: 'AGGREGATE', fullName: '粗集料', children: [
    item('ti-agg-grading', '颗粒级配', 'JTG 3432-2024'), item('ti-agg-crushing', '压碎值', 'JTG 3432-2024'),
    item('ti-agg-flaky', '针片状颗粒含量', 'JTG 3432-2024'), item('ti-agg-clay', '含泥量', 'JTG 3432-2024')
  ] },
  { id: 'ti-concrete', enCode: 'CONCRETE', fullName: '混凝土', children: [
    item('ti-con-slump', '坍落度', 'JTG 3420-2020'), item('ti-con-compressive', '立方体抗压强度', 'JTG 3420-2020'),
    item('ti-con-impermeability', '抗渗性能', 'JTG 3420-2020')
  ] },
  { id: 'ti-asphalt', enCode: 'ASPHALT', fullName: '沥青', children: [
    item('ti-asp-penetration', '针入度', 'JTG E20-2011'), item('ti-asp-softening', '软化点', 'JTG E20-2011'), item('ti-asp-ductility', '延度', 'JTG E20-2011')
  ] },
  { id: 'ti-soil', enCode: 'SOIL', fullName: '土工', children: [
    item('ti-soil-compaction', '击实试验', 'JTG 3430-2020'), item('ti-soil-density', '压实度（灌砂法）', 'JTG 3450-2019'), item('ti-soil-cbr', '承载比（CBR）', 'JTG 3430-2020')
  ] }
]

export const dataInterfaces: DataInterfaceDefinition[] = [
  {
    id: DI.contracts, enCode: 'projectContracts', fullName: '项目合同段', category: '项目数据', query: 'projectContracts',
    description: '当前用户所在项目中其所属的合同段', params: [{ field: 'projectId', fieldName: '项目' }, { field: 'kind', fieldName: '合同段类型' }]
  },
  {
    id: DI.materials, enCode: 'materialCatalog', fullName: '材料规格库', category: '基础资料', description: '集团统一的工程材料名称、规格与执行标准',
    params: [{ field: 'category', fieldName: '材料类别' }],
    rows: materials.map(([id, enCode, fullName, spec, unit, category, standard]) => ({ id, enCode, fullName, spec, unit, category, categoryName: CATEGORY[category], standard }))
  },
  {
    id: DI.equipment, enCode: 'equipmentCatalog', fullName: '机械设备型号库', category: '基础资料', description: '常用施工机械的型号与生产厂家',
    params: [{ field: 'category', fieldName: '设备类别' }],
    rows: equipment.map(([id, enCode, fullName, model, manufacturer, category, special]) =>
      ({ id, enCode, fullName, model, manufacturer, category, categoryName: EQUIPMENT_CATEGORY[category], specialEquipment: special ? '是' : '否' }))
  },
  {
    id: DI.wbs, enCode: 'wbsItems', fullName: 'WBS分部分项工程', category: '项目数据', description: '各合同段的单位、分部、分项工程划分',
    params: [{ field: 'contractId', fieldName: '合同段' }], rows: [], siteRows: true
  },
  {
    id: DI.testItems, enCode: 'testItems', fullName: '试验检测项目', category: '基础资料', description: '按材料分类的试验检测参数及检测依据（树形）',
    params: [], rows: testItems
  },
  {
    id: DI.instruments, enCode: 'labInstruments', fullName: '试验仪器设备', category: '项目数据', description: '中心试验室与工地试验室的仪器设备',
    params: [{ field: 'contractId', fieldName: '合同段' }], rows: [], siteRows: true
  }
]
