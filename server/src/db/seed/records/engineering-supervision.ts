// Demo records of the engineering registers (server/src/catalog/engineering/models): construction schemes of 杭金
// TJ-01/TJ-02 and 宁绩 TJ-01 (two approved through 施工方案审批, one of them after an expert review, one not yet sent),
// the supervising engineers' logs (宋文博 and 郭晴 in 杭金, 叶辉 in 宁绩; signed off by the chief supervisor), their
// tours of the key works and their side-station records of pile concreting and prestressing. The approvals are
// run through their flows in the flow seed (../flows/demo-tasks.ts).
import { constructionPlanModel } from '../../../catalog/engineering/models/construction-plan'
import { sideStationModel } from '../../../catalog/engineering/models/side-station'
import { supervisionLogModel } from '../../../catalog/engineering/models/supervision-log'
import { supervisionTourModel } from '../../../catalog/engineering/models/supervision-tour'
import { ms, type DemoRecords } from './record'

/** the scheme's PDF by its name: the flow seed writes the file and points the record at it (../flows/scheme-pdfs.ts) */
const pdf = (name: string) => [{ name }]

export const constructionPlanRecords: DemoRecords = {
  model: constructionPlanModel,
  records: [
    {
      id: 'rec-plan-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-02-20 10:30',
      data: {
        planNo: 'TJ01-FA-2026-003', category: 'overScale', planName: '钱塘江特大桥5～8号墩深基坑开挖及钢板桩支护专项施工方案', workType: 'foundationPit',
        expertReview: 1, location: '钱塘江特大桥5～8号墩承台', chainage: 'K12+300', compiler: '陈刚', compileDate: ms('2026-02-18'),
        summary: '承台基坑开挖深度6.8m，采用拉森Ⅳ型钢板桩加两道内支撑；含降水、监测及应急预案，已于2026-02-26通过专家论证。',
        attachments: pdf('5～8号墩深基坑专项施工方案.pdf')
      }
    },
    {
      id: 'rec-plan-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'chengang', at: '2026-03-02 15:10',
      data: {
        planNo: 'TJ01-FA-2026-005', category: 'dangerous', planName: '钱塘江特大桥拼宽段预制T梁架设专项施工方案', workType: 'lifting',
        expertReview: 0, location: '钱塘江特大桥拼宽段第3～6联', chainage: 'K12+560', compiler: '陈刚', compileDate: ms('2026-03-01'),
        summary: '采用JQJ160型架桥机架设40m预制T梁，单片最重136t；明确过孔、喂梁、落梁工序及防倾覆措施。',
        attachments: pdf('拼宽段T梁架设专项施工方案.pdf')
      }
    },
    {
      id: 'rec-plan-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'jiangtao', at: '2026-03-09 09:20',
      data: {
        planNo: 'TJ02-FA-2026-002', category: 'general', planName: '互通A匝道路基填筑施工方案', workType: 'subgrade',
        expertReview: 0, location: '互通A匝道', chainage: 'K13+260', compiler: '蒋涛', compileDate: ms('2026-03-08'),
        summary: '分层填筑，每层压实厚度不大于30cm，压实度按96区/94区控制，首件段确定碾压遍数。',
        attachments: pdf('A匝道路基填筑施工方案.pdf')
      }
    },
    {
      id: 'rec-plan-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'luoping', at: '2026-02-25 14:00',
      data: {
        planNo: 'NJTJ01-FA-2026-004', category: 'dangerous', planName: '胡乐隧道进口段二次衬砌台车施工专项方案', workType: 'tunnel',
        expertReview: 0, location: '胡乐隧道进口段', chainage: 'K9+860', compiler: '罗平', compileDate: ms('2026-02-24'),
        summary: '12m液压衬砌台车，分段浇筑，端头模板加固及拱顶带模注浆措施。',
        attachments: pdf('胡乐隧道二衬台车专项方案.pdf')
      }
    }
  ]
}

const work = (section: string, part: string, content: string, workers: number) => ({ section, part, content, workers })

export const supervisionLogRecords: DemoRecords = {
  model: supervisionLogModel,
  records: [
    {
      id: 'rec-jlrz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-jl01', creator: 'songwenbo', at: '2026-03-09 18:20',
      data: {
        logDate: ms('2026-03-09'), weather: 'cloudy', minTemp: 6, maxTemp: 14,
        works: [
          work('TJ-01', '钱塘江特大桥6#墩K12+320', '6#-2桩基混凝土灌注', 18),
          work('TJ-01', 'T梁预制场', '2#台座T梁钢筋绑扎', 12),
          work('TJ-02', '互通A匝道K13+260', '路基第3层填筑及碾压', 9)
        ],
        inspections: '旁站6#-2桩水下混凝土灌注，坍落度抽检3次（200、205、210mm），导管埋深2～6m，符合要求；巡视预制场钢筋加工，抽检主筋间距合格。',
        problems: 'A匝道第3层局部松铺厚度约35cm，超过30cm。',
        instructions: '口头要求TJ-02立即整平至30cm以内后方可碾压，已落实。',
        resources: 'TJ-01项目经理张华、总工在岗；旋挖钻2台、混凝土罐车4台、25t汽车吊1台在场。',
        photos: []
      }
    },
    {
      id: 'rec-jlrz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-jl01', creator: 'guoqing', at: '2026-03-09 18:45',
      data: {
        logDate: ms('2026-03-09'), weather: 'cloudy', minTemp: 6, maxTemp: 14,
        works: [work('TJ-01', '钱塘江特大桥拼宽段第3联', '预应力钢绞线张拉', 8)],
        inspections: '旁站第3联T梁N1、N2束张拉，张拉控制应力1395MPa，伸长量偏差在±6%以内。',
        problems: '', instructions: '', resources: '张拉班组8人，智能张拉设备1套（标定有效期至2026-06）。', photos: []
      }
    },
    {
      id: 'rec-jlrz-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-jl01', creator: 'songwenbo', at: '2026-03-10 18:05',
      data: {
        logDate: ms('2026-03-10'), weather: 'lightRain', minTemp: 5, maxTemp: 11,
        works: [work('TJ-01', '钱塘江特大桥5#墩', '承台基坑钢板桩支护第二道内支撑安装', 14)],
        inspections: '巡视5#墩深基坑，按专项方案检查内支撑安装及基坑监测记录，位移累计4.2mm，小于预警值。',
        problems: '基坑顶部临边防护局部缺失约6m。',
        instructions: '签发监理通知单要求当日补设临边防护，已复查落实。',
        resources: '专职安全员1人在岗，挖掘机2台、履带吊1台。', photos: []
      }
    },
    {
      id: 'rec-jlrz-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-jl01', creator: 'yehui', at: '2026-03-07 18:30',
      data: {
        logDate: ms('2026-03-07'), weather: 'overcast', minTemp: 4, maxTemp: 12,
        works: [work('TJ-01', '胡乐隧道进口K9+860', '二衬第12板混凝土浇筑', 16)],
        inspections: '旁站二衬混凝土浇筑，检查台车定位、端头模板及止水带安装，抽检坍落度180mm。',
        problems: '', instructions: '', resources: '二衬台车1台、输送泵1台、罐车3台。', photos: []
      }
    }
  ]
}

export const supervisionTourRecords: DemoRecords = {
  model: supervisionTourModel,
  records: [
    {
      id: 'rec-jlxs-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'songwenbo', at: '2026-03-10 10:40',
      data: {
        tourTime: ms('2026-03-10 09:30'), tourType: 'scheme', planId: 'rec-plan-hj-001', planName: '钱塘江特大桥5～8号墩深基坑开挖及钢板桩支护专项施工方案',
        location: '钱塘江特大桥5号墩承台基坑', chainage: 'K12+300', content: '对照专项方案检查钢板桩入土深度、内支撑安装、基坑降水及监测点布设。',
        result: 'problem', findings: '基坑顶部临边防护局部缺失约6m，坑边堆土距坑边不足1m。', photos: [],
        followUp: '签发监理通知单，要求立即补设临边防护并清运坑边堆土。', dueDate: ms('2026-03-10'), closed: 1
      }
    },
    {
      id: 'rec-jlxs-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'guoqing', at: '2026-03-10 15:20',
      data: {
        tourTime: ms('2026-03-10 14:30'), tourType: 'routine', planId: '', planName: '', location: '互通A匝道路基', chainage: 'K13+260',
        content: '巡视路基填筑分层厚度、含水率控制及压实遍数。', result: 'ok', findings: '', photos: [], followUp: '', closed: 0
      }
    },
    {
      id: 'rec-jlxs-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'yehui', at: '2026-03-06 11:00',
      data: {
        tourTime: ms('2026-03-06 10:00'), tourType: 'scheme', planId: 'rec-plan-nj-001', planName: '胡乐隧道进口段二次衬砌台车施工专项方案',
        location: '胡乐隧道进口二衬台车', chainage: 'K9+860', content: '检查台车端头防护、作业平台栏杆及拱顶带模注浆管预埋。',
        result: 'problem', findings: '台车端头防护栏杆焊缝开裂1处。', photos: [], followUp: '要求停止使用该处平台，焊接加固后报验。',
        dueDate: ms('2026-03-07'), closed: 1
      }
    }
  ]
}

export const sideStationRecords: DemoRecords = {
  model: sideStationModel,
  records: [
    {
      id: 'rec-pz-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'songwenbo', at: '2026-03-09 16:50',
      data: {
        workItem: 'pileConcrete', part: '钱塘江特大桥6#-2桩（φ1.8m，桩长52m）', chainage: 'K12+320',
        startTime: ms('2026-03-09 09:10'), endTime: ms('2026-03-09 15:40'),
        process: '终孔检查合格后下放钢筋笼及导管，首灌3.5m³，连续灌注C30水下混凝土共138m³，超灌1.0m。',
        checks: '首灌后导管埋深1.6m；坍落度抽检3次分别为200、205、210mm；导管埋深控制在2～6m；留置试件3组。',
        problems: '11:20一台罐车到场超时约40min，要求拌合站加派车辆，未造成断桩。', photos: []
      }
    },
    {
      id: 'rec-pz-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'guoqing', at: '2026-03-09 17:30',
      data: {
        workItem: 'prestress', part: '拼宽段第3联4#T梁N1、N2束', chainage: 'K12+560',
        startTime: ms('2026-03-09 13:30'), endTime: ms('2026-03-09 16:20'),
        process: '两端对称分级张拉：0→15%→30%→100%σcon，持荷5min锚固。',
        checks: '张拉控制应力1395MPa；实测伸长量N1 248mm（理论241mm，偏差+2.9%），N2 236mm（理论242mm，偏差-2.5%）；无滑丝断丝。',
        problems: '', photos: []
      }
    },
    {
      id: 'rec-pz-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'yehui', at: '2026-03-07 20:10',
      data: {
        workItem: 'tunnelLining', part: '胡乐隧道进口二衬第12板', chainage: 'K9+860',
        startTime: ms('2026-03-07 08:30'), endTime: ms('2026-03-07 19:40'),
        process: '台车定位复测后分层对称浇筑C35混凝土，附着式振捣器配合插入式振捣，拱顶带模注浆。',
        checks: '坍落度180mm；两侧混凝土高差不大于0.5m；拱顶注浆压力0.6MPa，持压5min。', problems: '', photos: []
      }
    }
  ]
}

/** 宁绩's scheme, approved before its flow was kept (the others run through the flow seed, ../flows/demo-tasks.ts) */
export const engineeringFlowStates: Record<string, number> = { 'rec-plan-nj-001': 2 }
