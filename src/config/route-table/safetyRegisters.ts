// Routes of the safety registers: hot work, morning talks, special equipment, emergencies, exams, warnings, problem library; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const safetyRegisterRoutes = {
  /** 动火作业许可: the hot work permits; config (a low-code page config) opens one permit with its validity and moves */
  hotWork: (config?: string) => withQuery('/pages/apply/hotWork/index', { config }),
  /** 安全早班会: the crews' pre-shift safety talks */
  safetyMorning: '/pages/apply/safetyMorin/index',
  /** 特种设备: the special equipment register; config opens one machine with its certificates */
  specialEquipment: (config?: string) => withQuery('/pages/apply/specialEquipment/index', { config }),
  /** 应急管理: plans, drills, contacts and emergency stock; tab opens one segment (plan, drill, contact, material) */
  emergencyManagement: (tab?: string) => withQuery('/pages/apply/emergencyManagement/index', { tab }),
  /** 安全培训考试: courses, the exam and its result; examId opens one exam (its result once submitted) */
  safeTrainOnlineExam: (examId?: string) => withQuery('/pages/apply/safetyTrain/safeTrainOnlineExam/index', { examId }),
  /** 预警管理: the project's early warnings; id opens one (with 已知悉, and for its issuer who has not acknowledged) */
  earlyWarning: (id?: string) => withQuery('/pages/apply/earlyWarning/index', { id }),
  /** 问题库: the custom problems under review (mine, or all of the project for reviewers) and the library to browse */
  pitfallCustom: (tab?: string) => withQuery('/pages/apply/pitfallCustom/index', { tab }),
  /** one custom problem: its review (approve into the library, reject) for reviewers, withdrawal for its proposer */
  approvePitfall: (id: string) => withQuery('/pages/apply/pitfallCustom/approvePitfall', { id }),
  /** 新增自定义问题: an inspector proposes a problem the library lacks */
  addProblem: '/pages/apply/problemRectification/addProblem'
} as const
