// The demo's documents (issue 18): the JTG standards the group works to (group-wide), the engineering knowledge base
// (the group's and each project's) and construction drawings of both projects by section and structure. Each row
// names a PDF in the "document" upload folder; modules/documents/seed-files.ts draws those PDFs (small, real) into
// the store when it lacks them. Standards carry their number, name and date of coming into force; their PDF holds the
// cover and a note to read the official edition, not the text of the standard.
import type { Kysely } from 'kysely'
import type { Database, DocumentTable } from '../schema'

const DAY = 86_400_000
const MOT = '中华人民共和国交通运输部'

export interface SeedDocument {
  key: string
  library: 'standard' | 'knowledge' | 'drawing'
  project: string
  section: string
  category: string
  code: string
  title: string
  issuer: string
  issueDaysAgo?: number
  effectiveDate?: string
  state?: 'current' | 'upcoming' | 'withdrawn'
  structure?: string
  remark?: string
  by: string
  /** knowledge: the paragraphs of its text; drawings: the notes on the sheet */
  body?: string[]
}

const std = (key: string, code: string, title: string, category: string, effectiveDate: string, state: 'current' | 'withdrawn' = 'current', remark = ''): SeedDocument =>
  ({ key, library: 'standard', project: '', section: '', category, code, title, issuer: MOT, effectiveDate, state, remark, by: 'liuhaitao' })

export const seedDocuments: SeedDocument[] = [
  std('std-f80-1-2017', 'JTG F80/1-2017', '公路工程质量检验评定标准 第一册 土建工程', '质量检验评定', '2018-01-01'),
  std('std-3650-2020', 'JTG/T 3650-2020', '公路桥涵施工技术规范', '施工技术规范', '2020-10-01'),
  std('std-f90-2015', 'JTG F90-2015', '公路工程施工安全技术规范', '安全技术规范', '2015-05-01'),
  std('std-3610-2019', 'JTG/T 3610-2019', '公路路基施工技术规范', '施工技术规范', '2019-07-01'),
  std('std-f40-2004', 'JTG F40-2004', '公路沥青路面施工技术规范', '施工技术规范', '2005-01-01'),
  std('std-3450-2019', 'JTG 3450-2019', '公路路基路面现场测试规程', '试验检测规程', '2019-09-01'),
  std('std-3420-2020', 'JTG 3420-2020', '公路工程水泥及水泥混凝土试验规程', '试验检测规程', '2021-01-01'),
  std('std-d60-2015', 'JTG D60-2015', '公路桥涵设计通用规范', '设计规范', '2015-12-01'),
  std('std-3362-2018', 'JTG 3362-2018', '公路钢筋混凝土及预应力混凝土桥涵设计规范', '设计规范', '2018-11-01'),
  std('std-3660-2020', 'JTG/T 3660-2020', '公路隧道施工技术规范', '施工技术规范', '2020-11-01'),
  std('std-5142-2019', 'JTG 5142-2019', '公路沥青路面养护技术规范', '养护管理', '2019-09-01'),
  std('std-f50-2011', 'JTG/T F50-2011', '公路桥涵施工技术规范', '施工技术规范', '2011-08-01', 'withdrawn', '已被 JTG/T 3650-2020 代替'),
  {
    key: 'kb-tbeam', library: 'knowledge', project: '', section: '', category: '施工工艺工法', code: 'GF-QL-001', title: '预制T梁施工工艺标准化作业指南',
    issuer: '集团工程管理部', issueDaysAgo: 120, by: 'liuhaitao',
    body: [
      '一、适用范围：适用于跨径20m～40m后张法预应力混凝土T梁的预制、张拉、压浆、存放及架设前检查。',
      '二、台座与模板：台座基础经承载力验算，设置反拱（按设计预拱度二次抛物线设置）；侧模采用整体定型钢模，拼缝处贴止浆条，每次使用前清理打磨并涂刷脱模剂。',
      '三、钢筋与预应力管道：钢筋骨架在胎架上整体绑扎，保护层垫块采用同标号混凝土垫块，梅花形布置不少于4个/㎡；波纹管定位钢筋直线段间距不大于0.8m、曲线段不大于0.5m。',
      '四、混凝土浇筑：采用斜向分段、水平分层连续浇筑，附着式振捣器与插入式振捣器配合，马蹄部位加强振捣；每片梁留置同条件养护试件不少于3组。',
      '五、张拉与压浆：混凝土强度及弹性模量达到设计要求（且龄期不少于7d）后张拉，采用张拉力与伸长量双控，伸长量偏差控制在±6%以内；张拉后48h内完成真空辅助压浆。',
      '六、质量检验：按 JTG F80/1-2017 预制梁（板）实测项目检查混凝土强度、梁长、宽度、高度、断面尺寸、平整度及预埋件位置。'
    ]
  },
  {
    key: 'kb-cover', library: 'knowledge', project: '', section: '', category: '质量通病防治', code: 'TB-ZL-003', title: '钢筋保护层厚度不足质量通病防治措施',
    issuer: '集团工程管理部', issueDaysAgo: 90, by: 'liuhaitao',
    body: [
      '一、现象：构件钢筋保护层厚度检测合格率低于90%，局部露筋，梁板底面及墩柱侧面尤为常见。',
      '二、原因分析：垫块强度低、数量不足或采用砂浆垫块；钢筋骨架绑扎不牢，浇筑时位移；模板刚度不足；振捣棒直接碰撞钢筋。',
      '三、防治措施：采用与构件同标号的混凝土垫块或专用塑料垫块，间距不大于0.8m梅花形布置；钢筋骨架增设架立筋与定位筋；浇筑前由质检员按10%比例抽测保护层并记录。',
      '四、检验要求：按 JTG F80/1-2017 附录采用电磁感应法检测，梁板类构件合格率不低于90%，不合格时扩大检测并分析原因。'
    ]
  },
  {
    key: 'kb-height', library: 'knowledge', project: '', section: '', category: '安全技术', code: 'AQ-JS-007', title: '桥梁高处作业安全技术要点',
    issuer: '集团安全质量部', issueDaysAgo: 60, by: 'zhaomin',
    body: [
      '一、临边防护：墩柱、盖梁、桥面临边设置高度不低于1.2m的防护栏杆，下挂密目安全网，挡脚板高度不小于180mm。',
      '二、作业平台：盖梁施工采用定型钢平台，平台满铺脚手板并固定，承载力经计算，挂设限载标识。',
      '三、个人防护：高处作业人员持证上岗，正确佩戴安全帽、系挂安全带（高挂低用），6级及以上大风、雷雨天气停止作业。',
      '四、检查验收：平台、爬梯、防护设施搭设完成后由安全员组织验收，挂牌使用，每日班前检查。'
    ]
  },
  {
    key: 'kb-hj-widen', library: 'knowledge', project: 'proj-hj', section: '', category: '技术交底', code: 'JD-LJ-012', title: '杭金改扩建路基拼宽施工技术交底',
    issuer: '杭金衢改扩建项目总工办', issueDaysAgo: 30, by: 'xuzhiming',
    body: [
      '一、工程概况：主线K10+000～K28+500段采用两侧拼宽，新旧路基结合部需清除旧路边坡植被与松散土，挖台阶宽度不小于1.0m，台阶顶面向内倾斜2%～4%。',
      '二、填料与压实：拼宽部分采用与旧路基相同或透水性更好的填料，分层填筑厚度不大于30cm，压实度按上路床≥96%、下路床≥96%、上路堤≥94%控制。',
      '三、土工格栅：在新旧路基结合部路床顶面以下0.8m、1.6m处各铺设一层双向土工格栅，搭接宽度不小于20cm。',
      '四、沉降观测：结合部每100m设置1个观测断面，填筑期每填一层观测一次，差异沉降超过设计限值时暂停填筑并报告。'
    ]
  },
  {
    key: 'kb-nj-tunnel', library: 'knowledge', project: 'proj-nj', section: '', category: '技术交底', code: 'JD-SD-004', title: '宁绩高速隧道超前地质预报与监控量测技术交底',
    issuer: '宁绩高速项目总工办', issueDaysAgo: 25, by: 'xiejun',
    body: [
      '一、超前地质预报：以地质调查法为基础，采用TSP长距离预报（每次100m～150m，搭接不少于10m）与超前水平钻探相结合，Ⅳ、Ⅴ级围岩地段加密地质雷达短距离预报。',
      '二、监控量测项目：洞内外观察、拱顶下沉、周边收敛为必测项目，断面间距Ⅴ级围岩5m～10m、Ⅳ级10m～30m，初读数在开挖后12h内取得。',
      '三、量测频率与预警：位移速率≥5mm/d时每天2～3次；当累计位移达到设计预留变形量的2/3或出现突变时，立即启动预警，停止掘进并加强支护。'
    ]
  },
  // drawings of 杭金衢改扩建
  { key: 'dw-hj-route', library: 'drawing', project: 'proj-hj', section: '', category: '总体设计', code: 'S1-1-01', title: '路线平面总体布置图（K0+000～K56+800）', issuer: '浙江省交通规划设计研究院', issueDaysAgo: 200, structure: '全线', by: 'xuzhiming' },
  {
    key: 'dw-hj-bridge', library: 'drawing', project: 'proj-hj', section: 'ct-hj-tj01', category: '桥梁涵洞', code: 'S3-2-01', title: '主线桥桥型布置图', issuer: '浙江省交通规划设计研究院',
    issueDaysAgo: 180, structure: 'K12+300 主线桥', by: 'xuzhiming',
    body: ['1. 本图尺寸除高程以m计外，其余均以cm计。', '2. 上部结构采用5×30m预应力混凝土T梁，先简支后连续。', '3. 下部结构采用柱式墩、肋板台，钻孔灌注桩基础，桩端持力层为中风化砂岩。']
  },
  {
    key: 'dw-hj-pier', library: 'drawing', project: 'proj-hj', section: 'ct-hj-tj01', category: '桥梁涵洞', code: 'S3-2-05', title: '主线桥3#墩一般构造图', issuer: '浙江省交通规划设计研究院',
    issueDaysAgo: 180, structure: 'K12+300 主线桥 3#墩', by: 'xuzhiming',
    body: ['1. 墩身、盖梁采用C40混凝土，承台采用C30混凝土，桩基采用C30水下混凝土。', '2. 墩身钢筋保护层厚度50mm，盖梁40mm。', '3. 施工时注意预埋支座垫石钢筋及防震挡块钢筋。']
  },
  {
    key: 'dw-hj-culvert', library: 'drawing', project: 'proj-hj', section: 'ct-hj-tj01', category: '桥梁涵洞', code: 'S4-1-02', title: 'K8+620 1-4×3.5m钢筋混凝土盖板通道一般构造图',
    issuer: '浙江省交通规划设计研究院', issueDaysAgo: 170, structure: 'K8+620 通道', by: 'xuzhiming',
    body: ['1. 盖板采用C40混凝土，台身采用C30混凝土。', '2. 盖板主筋保护层厚度30mm。', '3. 台背回填透水性材料，分层压实，压实度不小于96%。']
  },
  {
    key: 'dw-hj-section', library: 'drawing', project: 'proj-hj', section: 'ct-hj-tj01', category: '路基路面', code: 'S2-1-03', title: '路基拼宽标准横断面图', issuer: '浙江省交通规划设计研究院',
    issueDaysAgo: 175, structure: 'K18+200～K18+650 主线路基', by: 'xuzhiming',
    body: ['1. 新旧路基结合部开挖台阶宽度不小于1.0m。', '2. 路床顶面以下0.8m、1.6m处各铺设一层双向土工格栅。']
  },
  {
    key: 'dw-hj-pavement', library: 'drawing', project: 'proj-hj', section: 'ct-hj-tj02', category: '路基路面', code: 'S2-3-01', title: '路面结构设计图', issuer: '浙江省交通规划设计研究院',
    issueDaysAgo: 160, structure: 'K30+000～K42+600 主线路面', by: 'xuzhiming',
    body: ['1. 上面层4cm SMA-13，中面层6cm AC-20C，下面层8cm AC-25C。', '2. 基层36cm水泥稳定碎石，底基层20cm级配碎石。']
  },
  // drawings of 宁绩高速
  {
    key: 'dw-nj-portal', library: 'drawing', project: 'proj-nj', section: 'ct-nj-tj03', category: '隧道工程', code: 'S5-1-01', title: '青龙山隧道进口洞门一般构造图', issuer: '安徽省交通规划设计研究总院',
    issueDaysAgo: 150, structure: '青龙山隧道 进口', by: 'xiejun',
    body: ['1. 洞门采用端墙式，端墙C30混凝土。', '2. 洞口边仰坡采用锚网喷防护，坡顶设截水沟。']
  },
  {
    key: 'dw-nj-lining', library: 'drawing', project: 'proj-nj', section: 'ct-nj-tj03', category: '隧道工程', code: 'S5-2-03', title: 'Ⅳ级围岩复合式衬砌断面图', issuer: '安徽省交通规划设计研究总院',
    issueDaysAgo: 150, structure: '青龙山隧道 洞身', by: 'xiejun',
    body: ['1. 初期支护：C25喷射混凝土24cm，I18工字钢拱架间距1.0m。', '2. 二次衬砌：C30模筑混凝土40cm，仰拱同厚。']
  },
  {
    key: 'dw-nj-overpass', library: 'drawing', project: 'proj-nj', section: 'ct-nj-tj01', category: '桥梁涵洞', code: 'S3-1-01', title: 'K3+460 分离式立交桥型布置图', issuer: '安徽省交通规划设计研究总院',
    issueDaysAgo: 140, structure: 'K3+460 分离式立交', by: 'xiejun',
    body: ['1. 上部结构采用3×20m预应力混凝土空心板。', '2. 下部结构采用柱式墩台，桩基础。']
  }
]

/** the stored name of a demo document's PDF: the shape of an upload's name, fixed per document */
export function seedFileName(index: number): string {
  return `20260101_00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}.pdf`
}

export async function seedDocumentRows(trx: Kysely<Database>, now: number): Promise<void> {
  const rows: DocumentTable[] = seedDocuments.map((d, i) => {
    const at = now - (d.issueDaysAgo ?? 365) * DAY
    return {
      id: `doc-${d.key}`, library: d.library, projectId: d.project, contractId: d.section, category: d.category, code: d.code, title: d.title,
      issuer: d.issuer, issueDate: d.issueDaysAgo === undefined ? '' : new Date(at + 8 * 3_600_000).toISOString().slice(0, 10),
      effectiveDate: d.effectiveDate ?? '', standardState: d.state ?? '', structure: d.structure ?? '', remark: d.remark ?? '',
      fileName: seedFileName(i), fileSize: 0, pageCount: 0, seedKey: d.key, uploaderUserId: `u-${d.by}`, creatorTime: at, lastModifyTime: at
    }
  })
  await trx.insertInto('document').values(rows).execute()
  await trx.insertInto('fileRef').values(rows.map((r) => ({ type: 'document', name: r.fileName, ownerKind: 'document', ownerId: r.id }))).execute()
}
