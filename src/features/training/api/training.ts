// The safety exam's calls (/api/training, issue 14): courses with my standing, starting or resuming an exam, saving
// one answer as it is given, submitting, an exam's questions or result, and the records.
import type {
  ExamAttemptAnswer, ExamAttemptVO, ExamRecordPage, ExamRecordScope, ExamResultVO, OptionKey, SaveAnswerResult, TrainingCourseVO
} from '@shared/api/training'
import { http } from '@/lib/request'

const T = '/api/training'

export async function getCourses(projectId: string): Promise<TrainingCourseVO[]> {
  const res = await http.get<TrainingCourseVO[]>(`${T}/courses`, { projectId }, { loading: false })
  if (!Array.isArray(res.data)) throw new Error('课程数据格式不正确')
  return res.data
}

/** starts an exam of the course, or resumes the one still open */
export async function startExam(courseId: string): Promise<ExamAttemptVO> {
  const res = await http.post<ExamAttemptVO>(`${T}/courses/${encodeURIComponent(courseId)}/exams`, {})
  if (!res.data || !Array.isArray(res.data.questions)) throw new Error('试卷数据格式不正确')
  return res.data
}

export async function getExam(id: string): Promise<ExamAttemptAnswer> {
  const res = await http.get<ExamAttemptAnswer>(`${T}/exams/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.questions)) throw new Error('试卷数据格式不正确')
  return res.data
}

/** saves one answer in the background: no indicator, no toast (the screen shows 未保存 itself) */
export async function saveAnswer(examId: string, questionId: string, answer: OptionKey[]): Promise<SaveAnswerResult> {
  const res = await http.put<SaveAnswerResult>(`${T}/exams/${encodeURIComponent(examId)}/answers`, { questionId, answer }, { loading: false, silent: true })
  return res.data!
}

/** submits with every answer on the phone (the server keeps those saved in time when the deadline has passed) */
export async function submitExam(examId: string, answers: Record<string, OptionKey[]>): Promise<ExamResultVO> {
  const res = await http.post<ExamResultVO>(`${T}/exams/${encodeURIComponent(examId)}/submit`, { answers })
  if (!res.data || res.data.state !== 'submitted') throw new Error('交卷结果格式不正确')
  return res.data
}

export interface RecordQuery {
  projectId: string
  scope: ExamRecordScope
  courseId?: string
  passed?: '1' | '0'
  keyword?: string
  currentPage: number
  pageSize: number
}

export async function getRecords(q: RecordQuery): Promise<ExamRecordPage> {
  const res = await http.get<ExamRecordPage>(`${T}/records`, { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('考试记录格式不正确')
  return res.data
}
