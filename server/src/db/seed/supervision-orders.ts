// The demo's supervision orders (监理指令): both projects, every state, each with the moves that brought it there
// (issued and signed, replied with the rectification, returned with an opinion, closed), one past its deadline and
// still open, so the lists, the overdue flag, the reminders and the printed order have something to show.
import type { Kysely } from 'kysely'
import type { Database, SupervisionOrderStepTable } from '../schema'
import { signaturePng } from './flows/signature-png'

const DAY = 86_400_000
const HOUR = 3_600_000
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

interface Step { kind: 'reply' | 'return' | 'close'; by: string; daysAgo: number; content: string }
interface DemoOrder {
  no: string
  project: string
  section: string
  type: 'quality' | 'safety' | 'progress' | 'environment' | 'other'
  issuer: string
  subject: string
  chainage: string
  part: string
  finding: string
  requirement: string
  issuedDaysAgo: number
  /** days from today */
  deadline: number
  state: 'issued' | 'replied' | 'returned' | 'closed'
  steps: Step[]
}

const orders: DemoOrder[] = [
  {
    no: 'JL01-ZL-{y}-012', project: 'proj-hj', section: 'ct-hj-tj01', type: 'quality', issuer: 'songwenbo', subject: '主线桥3#墩墩身混凝土蜂窝麻面',
    chainage: 'K12+300', part: '主线桥3#墩墩身', issuedDaysAgo: 2, deadline: 3, state: 'issued', steps: [],
    finding: '巡视发现3#墩墩身距承台顶1.2m~2.0m范围存在约0.6㎡蜂窝麻面，局部可见粗骨料外露，模板拼缝处有漏浆痕迹。',
    requirement: '1.凿除松散混凝土至密实面，按批准的修补方案采用同标号细石混凝土修补并养护；2.分析漏浆原因，后续墩身模板拼缝加贴止浆条；3.修补完成后报监理验收。'
  },
  {
    no: 'JL01-AQ-{y}-007', project: 'proj-hj', section: 'ct-hj-tj01', type: 'safety', issuer: 'songwenbo', subject: '路堑高边坡第三级平台临边防护缺失',
    chainage: 'K25+150', part: '右侧路堑边坡第三级平台', issuedDaysAgo: 6, deadline: -2, state: 'issued', steps: [],
    finding: '右侧高边坡第三级平台作业面临边未设置防护栏杆及安全网，坡顶截水沟未贯通，作业人员未系安全带。',
    requirement: '立即停止该平台作业，按专项方案设置1.2m高防护栏杆并挂设密目安全网，截水沟贯通后方可复工，整改完成后书面回复。'
  },
  {
    no: 'JL01-ZL-{y}-011', project: 'proj-hj', section: 'ct-hj-tj01', type: 'quality', issuer: 'songwenbo', subject: '通道涵盖板钢筋保护层厚度不足',
    chainage: 'K8+620', part: '1-4×3.5m钢筋混凝土通道涵盖板', issuedDaysAgo: 5, deadline: 1, state: 'replied',
    finding: '盖板钢筋安装检查时抽测保护层厚度12处，其中5处为18~22mm，设计要求30mm，垫块数量不足且采用砂浆垫块。',
    requirement: '按设计更换为同标号混凝土垫块，间距不大于0.8m梅花形布置，自检合格后报监理复查，复查合格前不得浇筑混凝土。',
    steps: [{ kind: 'reply', by: 'zhanghua', daysAgo: 1, content: '已全部更换为C40混凝土垫块，梅花形布置间距0.6m；自检抽测24处保护层厚度29~34mm，满足设计要求，自检记录附后，请复查。' }]
  },
  {
    no: 'JL01-JD-{y}-003', project: 'proj-hj', section: 'ct-hj-tj01', type: 'progress', issuer: 'songwenbo', subject: 'K18+200～K18+650段路基填筑进度滞后',
    chainage: 'K18+200～K18+650', part: '主线路基', issuedDaysAgo: 14, deadline: -6, state: 'closed',
    finding: '该段路基计划本月完成第15层填筑，现仅完成第11层，机械配置不足（压路机1台），已影响后续桥头搭板施工。',
    requirement: '增加22t振动压路机1台、自卸车4台，编制赶工计划报监理审批，并每日报送填筑层数。',
    steps: [
      { kind: 'reply', by: 'chengang', daysAgo: 8, content: '已增加压路机1台、自卸车4台，赶工计划已报审；近一周完成第12~14层填筑。' },
      { kind: 'close', by: 'songwenbo', daysAgo: 7, content: '经现场核查机械已到位，赶工计划已批复，进度基本恢复，同意闭合。' }
    ]
  },
  {
    no: 'JL01-HB-{y}-002', project: 'proj-hj', section: 'ct-hj-tj02', type: 'environment', issuer: 'guoqing', subject: '1#拌合站扬尘防治不到位',
    chainage: '', part: 'TJ-02 1#拌合站料仓及场内道路', issuedDaysAgo: 7, deadline: 2, state: 'returned',
    finding: '拌合站砂石料仓未全封闭，场内道路未硬化段扬尘明显，洗车池未正常使用，出场车辆带泥上路。',
    requirement: '料仓加装顶棚及三面围挡，场内道路硬化或定时洒水，洗车池恢复使用并安排专人冲洗，3日内完成。',
    steps: [
      { kind: 'reply', by: 'zhengkai', daysAgo: 3, content: '料仓围挡已完成，洗车池已恢复使用，道路安排洒水车每日洒水4次。' },
      { kind: 'return', by: 'guoqing', daysAgo: 2, content: '料仓顶棚尚未安装，未硬化道路约120m仍有扬尘，请完成顶棚安装并对该段道路进行硬化后再回复。' }
    ]
  },
  {
    no: 'JL01-AQ-{y}-006', project: 'proj-hj', section: 'ct-hj-tj02', type: 'safety', issuer: 'guoqing', subject: '钢筋加工场临时用电不规范',
    chainage: '', part: 'TJ-02 钢筋加工场', issuedDaysAgo: 12, deadline: -8, state: 'closed',
    finding: '钢筋加工场配电箱未上锁、无漏电保护器检测记录，电缆拖地且穿越车行道未加保护管。',
    requirement: '配电箱加锁并张贴责任人，补做漏电保护器检测，电缆架空或穿管埋地敷设。',
    steps: [
      { kind: 'reply', by: 'jiangtao', daysAgo: 10, content: '配电箱已加锁并张贴责任人，漏电保护器检测合格，电缆已穿管埋地。' },
      { kind: 'close', by: 'guoqing', daysAgo: 9, content: '复查整改到位，同意闭合。' }
    ]
  },
  {
    no: 'JL01-AQ-{y}-004', project: 'proj-nj', section: 'ct-nj-tj03', type: 'safety', issuer: 'yehui', subject: '隧道二衬台车作业平台防护不全',
    chainage: 'K36+420', part: '进口端二衬台车', issuedDaysAgo: 1, deadline: 2, state: 'issued', steps: [],
    finding: '二衬台车上层作业平台临边栏杆缺失两处，爬梯无护笼，台车端头未设置警示灯。',
    requirement: '补齐临边防护栏杆，爬梯加装护笼，台车端头设置警示灯和反光标识，完成后报监理复查。'
  },
  {
    no: 'JL01-ZL-{y}-009', project: 'proj-nj', section: 'ct-nj-tj01', type: 'quality', issuer: 'yehui', subject: '路基第8层压实度不合格',
    chainage: 'K4+300～K4+520', part: '主线路基第8层', issuedDaysAgo: 4, deadline: 0, state: 'replied',
    finding: '监理抽检灌砂法压实度3点，其中2点为93.1%、93.8%，小于规定值96%。',
    requirement: '对该层进行翻晒补压，自检合格后报监理抽检，合格前不得填筑上层。',
    steps: [{ kind: 'reply', by: 'dongliang', daysAgo: 0, content: '已翻晒补压，自检6点压实度96.3%~97.5%，请监理抽检。' }]
  }
]

export async function seedSupervisionOrders(trx: Kysely<Database>, now: number): Promise<void> {
  const u = (account: string) => `u-${account}`
  const year = dayText(now).slice(0, 4)
  const signs = new Map<string, string>()
  const sign = (account: string) => {
    if (!signs.has(account)) signs.set(account, signaturePng(account.length * 7 + account.charCodeAt(0)))
    return signs.get(account)!
  }
  for (const [i, o] of orders.entries()) {
    const id = `order-demo-${i + 1}`
    const issued = now - o.issuedDaysAgo * DAY - 3 * HOUR
    const last = o.steps.length ? now - Math.min(...o.steps.map((s) => s.daysAgo)) * DAY - HOUR : issued
    await trx.insertInto('supervisionOrder').values({
      id, projectId: o.project, contractId: o.section, orderNo: o.no.replace('{y}', year), type: o.type, subject: o.subject, chainage: o.chainage,
      part: o.part, finding: o.finding, requirement: o.requirement, deadline: dayText(now + o.deadline * DAY), photos: '[]', issuerUserId: u(o.issuer),
      state: o.state, replyCount: o.steps.filter((s) => s.kind === 'reply').length, creatorTime: issued, lastModifyTime: last,
      closedTime: o.state === 'closed' ? last : null
    }).execute()
    const rows: SupervisionOrderStepTable[] = [
      { id: `${id}-0`, orderId: id, kind: 'issue', content: '', photos: '[]', signImg: sign(o.issuer), userId: u(o.issuer), createdAt: issued },
      ...o.steps.map((s, n): SupervisionOrderStepTable => ({
        id: `${id}-${n + 1}`, orderId: id, kind: s.kind, content: s.content, photos: '[]', signImg: s.kind === 'return' ? '' : sign(s.by), userId: u(s.by),
        createdAt: now - s.daysAgo * DAY - (3 - n) * HOUR
      }))
    ]
    await trx.insertInto('supervisionOrderStep').values(rows).execute()
  }
}
