// The course administration's calls (/api/training/course-admin, issue 14): the project's courses for its organisers
// (mayManage says whether I am one), one course with its question bank, and the writes. The server checks everything.
import type { CourseAdminDetail, CourseAdminList, CourseInput, QuestionAdminVO, QuestionInput } from '@shared/api/training'
import { http } from '@/lib/request'

const A = '/api/training/course-admin'
const Q = '/api/training/questions'
const enc = encodeURIComponent

export async function getAdminCourses(projectId: string, silent = false): Promise<CourseAdminList> {
  const res = await http.get<CourseAdminList>(A, { projectId }, { loading: false, silent })
  if (!res.data || !Array.isArray(res.data.courses)) throw new Error('课程数据格式不正确')
  return res.data
}

export async function getAdminCourse(id: string): Promise<CourseAdminDetail> {
  const res = await http.get<CourseAdminDetail>(`${A}/${enc(id)}`, undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.questions)) throw new Error('课程数据格式不正确')
  return res.data
}

export async function saveCourse(id: string | null, input: CourseInput): Promise<CourseAdminDetail> {
  const res = id ? await http.put<CourseAdminDetail>(`${A}/${enc(id)}`, input) : await http.post<CourseAdminDetail>(A, input)
  return res.data!
}

export async function deleteCourse(id: string): Promise<void> {
  await http.delete(`${A}/${enc(id)}`)
}

export async function saveQuestion(courseId: string, id: string | null, input: QuestionInput): Promise<QuestionAdminVO> {
  const res = id ? await http.put<QuestionAdminVO>(`${Q}/${enc(id)}`, input) : await http.post<QuestionAdminVO>(`${A}/${enc(courseId)}/questions`, input)
  return res.data!
}

export async function setQuestionEnabled(id: string, enabled: boolean): Promise<QuestionAdminVO> {
  return (await http.put<QuestionAdminVO>(`${Q}/${enc(id)}/enabled`, { enabled })).data!
}

export async function deleteQuestion(id: string): Promise<void> {
  await http.delete(`${Q}/${enc(id)}`)
}
