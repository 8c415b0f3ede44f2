// Demo records of safetyMorningModel (server/src/catalog/safety/models/safety-morning.ts): the crews' pre-shift talks.
import { MORNING_ATTENDEES, safetyMorningModel } from '../../../catalog/safety/models/safety-morning'
import { ms, type DemoRecords } from './record'

/** [name, work type number of dt-workType] */
const signIn = (...people: [string, number][]) => people.map(([name, type]) => ({ name, workType: `dd-workType-${type}` }))

export const safetyMorningRecords: DemoRecords = {
  model: safetyMorningModel,
  records: [
    {
      id: 'rec-sm-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-09 07:25',
      data: {
        meetingDate: ms('2026-03-09'), weather: 'dd-weather-2', crew: '桥梁一队钢筋班', workPlace: '钱塘江特大桥拼宽段 K12+300 左幅 3#～4# 墩',
        todayWork: '3# 墩墩身钢筋绑扎，4# 墩承台模板安装；25t 汽车吊配合吊装钢筋笼。',
        hazards: ['height', 'lifting', 'object'],
        precautions: '1. 墩身作业平台临边防护栏杆及安全网检查完好后方可上人，高处作业必须系挂安全带；\n2. 吊装作业由持证司索工指挥，吊臂下严禁站人；\n3. 钢筋切断机、弯曲机使用前检查接地和防护罩；\n4. 上下交叉作业设专人监护。',
        ppeChecked: 1, host: 'u-chengang', attendeeCount: 14,
        [MORNING_ATTENDEES]: signIn(['杨山', 1], ['刘建华', 1], ['孙志勇', 8], ['马国庆', 7], ['朱文斌', 4])
      }
    },
    {
      id: 'rec-sm-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-10 07:20',
      data: {
        meetingDate: ms('2026-03-10'), weather: 'dd-weather-4', crew: '桥梁一队混凝土班', workPlace: '钱塘江特大桥拼宽段 K12+300 左幅 3# 墩',
        todayWork: '3# 墩墩身 C40 混凝土浇筑，泵车布料，预计 6 小时。',
        hazards: ['height', 'machine', 'electric'],
        precautions: '1. 小雨天气，作业平台及爬梯做好防滑，雨势加大立即停止高处作业；\n2. 泵车支腿垫实，臂架回转范围内禁止站人；\n3. 振动棒电缆架空，漏电保护器每班试跳。',
        ppeChecked: 1, host: 'u-chengang', attendeeCount: 11,
        [MORNING_ATTENDEES]: signIn(['杨山', 2], ['何永康', 2], ['陈小平', 5], ['马国庆', 7])
      }
    },
    {
      id: 'rec-sm-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'jiangtao', at: '2026-03-10 07:35',
      data: {
        meetingDate: ms('2026-03-10'), weather: 'dd-weather-2', crew: '路基二队防护班', workPlace: 'K61+200～K61+600 右侧路堑边坡',
        todayWork: '三级边坡锚杆钻孔及注浆，坡顶截水沟开挖。',
        hazards: ['collapse', 'height', 'object'],
        precautions: '1. 开工前检查坡面有无浮石、裂缝，发现异常立即撤离并报告；\n2. 坡面作业人员系安全绳，安全绳独立固定于坡顶锚桩；\n3. 坡脚设警戒区，禁止上下同时作业。',
        ppeChecked: 1, host: 'u-jiangtao', attendeeCount: 9,
        [MORNING_ATTENDEES]: signIn(['曹勇', 10], ['吴春生', 7], ['黄德明', 10])
      }
    },
    {
      id: 'rec-sm-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'luoping', at: '2026-03-09 07:10',
      data: {
        meetingDate: ms('2026-03-09'), weather: 'dd-weather-3', crew: '隧道一队开挖班', workPlace: '宁国隧道进口左洞 ZK3+415 掌子面',
        todayWork: '上台阶光面爆破开挖，进尺 2.4 m；出渣后初喷混凝土封闭掌子面。',
        hazards: ['blast', 'collapse', 'machine', 'traffic'],
        precautions: '1. 爆破作业由持证爆破员实施，警戒距离不少于 200 m，清点人数后起爆；\n2. 爆后通风 15 分钟，排险找顶后方可进入；\n3. 出渣车辆限速 5 km/h，洞内行人走人行道；\n4. 有毒有害气体检测合格后进洞。',
        ppeChecked: 1, host: 'u-luoping', attendeeCount: 16,
        [MORNING_ATTENDEES]: signIn(['石伟', 9], ['王德兵', 9], ['胡长江', 7], ['周立新', 10], ['谭明', 7])
      }
    }
  ]
}
