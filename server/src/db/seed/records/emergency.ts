// Demo records of the emergency registers (server/src/catalog/safety/models/emergency.ts): the plans of the 杭金 and
// 宁绩 projects, their drills, whom to call and the emergency stock with its checks.
import {
  emergencyContactModel, emergencyDrillModel, emergencyMaterialModel, emergencyPlanModel
} from '../../../catalog/safety/models/emergency'
import { ms, type DemoRecords } from './record'

export const emergencyPlanRecords: DemoRecords = {
  model: emergencyPlanModel,
  records: [
    {
      id: 'rec-ep-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-02-10 10:00',
      data: {
        planName: '杭金项目生产安全事故综合应急预案', planLevel: 'comprehensive', hazardType: 'other', version: 'V2.0', author: '何晓燕',
        approvedBy: '黄伟', approvedAt: ms('2026-02-08'), validUntil: ms('2029-02-07'),
        summary: '适用于杭金高速改扩建工程施工期间发生的各类生产安全事故。明确应急组织机构及职责（应急领导小组、现场抢险组、医疗救护组、后勤保障组、善后处理组），预警分级与信息报告程序（事故发生后1小时内报告属地应急管理局），应急响应分级、处置措施及应急保障。'
      }
    },
    {
      id: 'rec-ep-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-02-12 15:30',
      data: {
        planName: '防汛防台专项应急预案', planLevel: 'special', hazardType: 'flood', version: 'V1.3', author: '王芳',
        approvedBy: '黄伟', approvedAt: ms('2026-02-12'), validUntil: ms('2027-02-11'),
        summary: '汛期（4月15日—10月15日）及台风影响期间，钱塘江特大桥拼宽段水中墩、K10+600 预制梁场及临江便道的防汛防台。气象部门发布台风蓝色及以上预警时启动响应：水上作业停工、船舶撤离避风、塔吊及架桥机锚固、低洼处人员转移；抢险队24小时值守，防汛物资集中于项目部应急仓库。'
      }
    },
    {
      id: 'rec-ep-hj-003', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'wangfang', at: '2026-02-15 09:20',
      data: {
        planName: '桥梁高处坠落事故现场处置方案', planLevel: 'onsite', hazardType: 'height', version: 'V1.0', author: '王芳',
        approvedBy: '张华', approvedAt: ms('2026-02-15'), validUntil: ms('2027-02-14'),
        summary: '墩身、盖梁及架桥作业中人员坠落的现场处置：立即停止作业、设警戒区，不得随意搬动伤者，由急救员检查呼吸脉搏并止血固定，拨打120并派人到K12+300便道口引导救护车，同时报告项目应急领导小组。'
      }
    },
    {
      id: 'rec-ep-hj-004', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'fengxue', at: '2026-02-20 11:00',
      data: {
        planName: '火灾事故专项应急预案', planLevel: 'special', hazardType: 'fire', version: 'V1.1', author: '冯雪',
        approvedBy: '郑凯', approvedAt: ms('2026-02-19'), validUntil: ms('2027-02-18'),
        summary: '生活区、钢筋加工场、油料库及动火作业点火灾的预防与处置：初起火灾由义务消防队用灭火器、消防沙扑救，火势无法控制时拨打119并疏散人员至集合点，切断电源、转移氧气乙炔瓶。'
      }
    },
    {
      id: 'rec-ep-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'panyue', at: '2026-02-18 14:10',
      data: {
        planName: '隧道坍塌应急预案', planLevel: 'special', hazardType: 'collapse', version: 'V2.1', author: '潘悦',
        approvedBy: '袁浩', approvedAt: ms('2026-02-16'), validUntil: ms('2027-02-15'),
        summary: '宁国隧道进出口洞身（Ⅳ、Ⅴ级围岩段）掌子面坍塌、初支变形侵限的处置：监控量测超预警值时撤离人员；坍塌后立即清点人数，通过逃生管道向被困人员供氧、送水、通讯，采用注浆加固、钢拱架支护后清渣救援，严禁盲目进入塌方区。'
      }
    }
  ]
}

export const emergencyDrillRecords: DemoRecords = {
  model: emergencyDrillModel,
  records: [
    {
      id: 'rec-ed-hj-001', projectId: 'proj-hj', contractId: 'ct-hj-tj01', creator: 'hexiaoyan', at: '2026-05-20 17:30',
      data: {
        drillName: '2026年防汛防台应急实战演练', planName: '防汛防台专项应急预案', drillType: 'live',
        startTime: ms('2026-05-20 14:00'), endTime: ms('2026-05-20 16:00'), place: 'K12+300 钱塘江特大桥拼宽段临江便道及应急仓库',
        organiser: '何晓燕', participants: 46,
        scenario: '模拟台风正面登陆，钱塘江水位上涨淹没临江便道，2名作业人员被困3#墩承台。启动Ⅱ级响应：人员撤离、抽水泵排水、编织袋筑堤、冲锋舟救援。',
        evaluation: '响应启动及时，13分钟完成被困人员救援，物资调运到位；各组职责清楚。评定为良好。',
        problems: '1. 应急广播在江边风大时听不清；2. 1台抽水泵启动困难；3. 部分新进场工人不熟悉集合点。',
        improvements: '1. 增配手持扩音器4个；2. 抽水泵每月试机一次并记录；3. 在三级教育中增加应急集合点及逃生路线内容。'
      }
    },
    {
      id: 'rec-ed-hj-002', projectId: 'proj-hj', contractId: 'ct-hj-tj02', creator: 'fengxue', at: '2026-06-16 11:40',
      data: {
        drillName: '生活区火灾疏散桌面演练', planName: '火灾事故专项应急预案', drillType: 'tabletop',
        startTime: ms('2026-06-16 09:30'), endTime: ms('2026-06-16 11:00'), place: 'K61+800 二工区项目部会议室',
        organiser: '冯雪', participants: 18,
        scenario: '夜间22时生活区3号板房电动车充电起火，火势蔓延至相邻宿舍。推演报警、断电、初期扑救、人员疏散清点及119引导流程。',
        evaluation: '各组熟悉职责，报警及疏散流程清楚；对夜间值班人员不足的情况考虑不够。',
        problems: '夜间值班仅1人，无法同时报警与断电。',
        improvements: '夜间值班增至2人，生活区设电动车集中充电棚并安装定时断电装置。'
      }
    },
    {
      id: 'rec-ed-nj-001', projectId: 'proj-nj', contractId: 'ct-nj-tj01', creator: 'panyue', at: '2026-04-22 18:00',
      data: {
        drillName: '隧道坍塌应急救援演练', planName: '隧道坍塌应急预案', drillType: 'live',
        startTime: ms('2026-04-22 15:00'), endTime: ms('2026-04-22 17:10'), place: '宁国隧道进口左洞 ZK3+380',
        organiser: '潘悦', participants: 38,
        scenario: '掌子面后方15 m拱顶坍塌，3名作业人员被困。演练逃生管道供氧送水、有毒气体检测、钢拱架临时支护及医疗救护转运。',
        evaluation: '逃生管道使用熟练，25分钟建立生命通道；医疗组与宁国市人民医院衔接顺畅。',
        problems: '逃生管道距掌子面超过20 m，洞内通讯信号弱。',
        improvements: '逃生管道随开挖及时前移，距掌子面不大于20 m；洞内增设有线应急电话。'
      }
    }
  ]
}

/** [id, group, name, duty, mobile, landline, 24h] */
type Contact = [string, 'leader' | 'rescue' | 'external', string, string, string, string, 0 | 1]
/** listed in the order given (排序号 10, 20, ...): the leading group first, the outside units last */
const contacts = (projectId: string, contractId: string, creator: string, at: string, rows: Contact[]) => rows.map(([id, contactGroup, contactName, duty, mobile, landline, onDuty24h], i) => ({
  id, projectId, contractId, creator, at, data: { contactGroup, contactName, duty, mobile, landline, onDuty24h, sortNo: (i + 1) * 10 }
}))

export const emergencyContactRecords: DemoRecords = {
  model: emergencyContactModel,
  records: [
    ...contacts('proj-hj', 'ct-hj-tj01', 'hexiaoyan', '2026-02-12 16:00', [
      ['rec-ec-hj-001', 'leader', '黄伟', '项目应急领导小组组长（项目经理），全面指挥', '13805712368', '0571-86021001', 1],
      ['rec-ec-hj-002', 'leader', '何晓燕', '副组长（安全员），现场协调及信息报告', '13957123415', '', 1],
      ['rec-ec-hj-003', 'rescue', '陈刚', '现场抢险组组长（TJ-01 工区长）', '13867490215', '', 1],
      ['rec-ec-hj-004', 'external', '急救中心', '医疗急救', '', '120', 1],
      ['rec-ec-hj-005', 'external', '消防救援', '火警', '', '119', 1],
      ['rec-ec-hj-006', 'external', '公安报警', '治安及交通事故', '', '110', 1],
      ['rec-ec-hj-007', 'external', '浙江大学医学院附属第二医院（滨江院区）', '就近医院，急诊科', '', '0571-87783759', 1],
      ['rec-ec-hj-008', 'external', '杭州市萧山区应急管理局', '事故信息报告，值班室', '', '0571-82890110', 1]
    ]),
    ...contacts('proj-nj', 'ct-nj-tj01', 'panyue', '2026-02-18 15:00', [
      ['rec-ec-nj-001', 'leader', '袁浩', '项目应急领导小组组长（项目经理）', '13956321078', '', 1],
      ['rec-ec-nj-002', 'external', '宁国市人民医院', '就近医院，急诊科', '', '0563-4012120', 1],
      ['rec-ec-nj-003', 'external', '宁国市应急管理局', '事故信息报告，值班室', '', '0563-4022110', 1]
    ])
  ]
}

/** [id, name, category, spec, quantity, unit, location, keeper, last check, next check, status] */
type Stock = [string, string, string, string, number, string, string, string, string, string, string]
const stock = (projectId: string, contractId: string, creator: string, at: string, rows: Stock[]) => rows.map(([id, materialName, category, spec, quantity, unit, location, keeper, last, next, status]) => ({
  id, projectId, contractId, creator, at,
  data: { materialName, category, spec, quantity, unit, location, keeper, lastCheck: ms(last), nextCheck: ms(next), status }
}))

export const emergencyMaterialRecords: DemoRecords = {
  model: emergencyMaterialModel,
  records: [
    ...stock('proj-hj', 'ct-hj-tj01', 'wangfang', '2026-03-01 10:00', [
      ['rec-em-hj-001', '救生衣', 'rescue', '成人型 浮力≥150N', 60, '件', 'K12+300 项目部应急仓库', 'u-wangfang', '2026-11-01', '2026-12-01', 'ready'],
      ['rec-em-hj-002', '编织袋', 'flood', '50×80 cm', 3000, '条', 'K12+300 项目部应急仓库', 'u-wangfang', '2026-11-01', '2026-12-01', 'ready'],
      ['rec-em-hj-003', '抽水泵', 'flood', 'QW100-100-15 15kW', 4, '台', 'K12+300 钱塘江特大桥 3# 墩便道口', 'u-chengang', '2026-10-20', '2026-11-20', 'ready'],
      ['rec-em-hj-004', '柴油发电机', 'power', '50kW', 2, '台', 'K10+600 预制梁场配电房旁', 'u-chengang', '2026-10-15', '2027-01-15', 'ready'],
      ['rec-em-hj-005', '应急照明灯', 'power', '移动式 LED 2×500W', 8, '套', 'K12+300 项目部应急仓库', 'u-wangfang', '2026-11-01', '2027-02-01', 'ready'],
      ['rec-em-hj-006', '急救箱', 'medical', '工地型（含止血带、夹板、担架）', 6, '个', '各作业点及项目部值班室', 'u-wangfang', '2026-11-01', '2026-12-01', 'ready']
    ]),
    ...stock('proj-nj', 'ct-nj-tj01', 'panyue', '2026-03-02 09:00', [
      ['rec-em-nj-001', '逃生管道', 'rescue', 'Φ800 钢管 6 m/节', 5, '节', '宁国隧道进口左洞二衬台车后', 'u-panyue', '2026-11-10', '2026-12-10', 'ready'],
      ['rec-em-nj-002', '急救箱', 'medical', '工地型', 4, '个', '宁国隧道进口值班室', 'u-panyue', '2026-11-10', '2026-12-10', 'ready']
    ])
  ]
}
