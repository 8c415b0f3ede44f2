// Documents by library and category with search, one document with its signed PDF link, adding a PDF uploaded
// through the files module and removing one. Every answer is limited to what the caller may read: a project's
// drawings and knowledge only to its members (one refusal whether missing or someone else's).
import {
  DOCUMENT_CATEGORIES, STANDARD_STATE_NAMES, qrPayload, type DocumentCard, type DocumentDetail, type DocumentLibrary,
  type DocumentOptions, type StandardState
} from '@shared/api/documents'
import type { AppContext } from '../../context'
import type { ContractTable, DocumentTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { claimFiles, fileKeysIn, fileRefRepository, signedImageUrl } from '../files'
import { projectRepository } from '../projects'
import { memberOf, requireProject, text, type Member } from '../tasks'
import { NO_DOCUMENT, mayDelete, mayRead, mayUpload } from './access'
import { documentRepository, type DocumentFilter } from './repository'

const LIBRARIES = Object.keys(DOCUMENT_CATEGORIES) as DocumentLibrary[]

export function libraryOf(value: unknown): DocumentLibrary {
  if (typeof value !== 'string' || !LIBRARIES.includes(value as DocumentLibrary)) throw new BadRequest('文档库不正确（standard、knowledge 或 drawing）')
  return value as DocumentLibrary
}

/** the projects whose documents of the library the caller sees in the project picked ('' = the group's) */
function scopeOf(m: Member, library: DocumentLibrary, projectId: unknown): string[] {
  if (library === 'standard') return ['']
  const id = requireProject(m, projectId)
  return library === 'knowledge' ? ['', id] : [id]
}

async function sectionNames(ctx: AppContext, rows: DocumentTable[]): Promise<Map<string, ContractTable>> {
  const ids = [...new Set(rows.map((r) => r.contractId).filter(Boolean))]
  return new Map((await projectRepository.contractsByIds(ctx.db, ids)).map((c) => [c.id, c]))
}

function card(d: DocumentTable, sections: Map<string, ContractTable>): DocumentCard {
  return {
    id: d.id, library: d.library as DocumentLibrary, category: d.category, code: d.code, title: d.title, issuer: d.issuer,
    issueDate: d.issueDate, effectiveDate: d.effectiveDate, standardState: d.standardState as StandardState | '',
    projectId: d.projectId, contractId: d.contractId, sectionText: sections.get(d.contractId)?.enCode ?? '', structure: d.structure,
    fileSize: Number(d.fileSize), pageCount: Number(d.pageCount), updatedAt: Number(d.lastModifyTime)
  }
}

export interface ListQuery { library?: string; projectId?: string; category?: string; contractId?: string; keyword?: string; page: number; size: number }

export async function listDocuments(ctx: AppContext, user: UserTable, q: ListQuery) {
  const m = await memberOf(ctx, user)
  const library = libraryOf(q.library)
  const f = await filterOf(ctx, m, library, q)
  const { rows, total } = await documentRepository.list(ctx.db, f, q.size, (q.page - 1) * q.size)
  const sections = await sectionNames(ctx, rows)
  return { list: rows.map((d) => card(d, sections)), pagination: { currentPage: q.page, pageSize: q.size, total } }
}

async function filterOf(ctx: AppContext, m: Member, library: DocumentLibrary, q: Omit<ListQuery, 'page' | 'size'>): Promise<DocumentFilter> {
  const projectIds = scopeOf(m, library, q.projectId)
  if (q.category !== undefined && q.category !== '' && !DOCUMENT_CATEGORIES[library].includes(q.category)) throw new BadRequest('文档分类不正确')
  if (q.keyword && q.keyword.length > 50) throw new BadRequest('关键字不能超过50个字')
  if (q.contractId !== undefined && q.contractId !== '') {
    if (library !== 'drawing' || q.contractId.length > 64) throw new BadRequest('合同段不正确')
    if (!(await sectionsOf(ctx, projectIds[0])).some((c) => c.id === q.contractId)) throw new BadRequest('合同段不存在或不属于该项目')
  }
  return { library, projectIds, category: q.category || undefined, contractId: q.contractId || undefined, keyword: q.keyword }
}

/** the project's contract sections (construction ones) */
async function sectionsOf(ctx: AppContext, projectId: string) {
  return (await projectRepository.contractsOfProject(ctx.db, projectId)).filter((c) => c.kind === 'construction')
}

export async function documentOptions(ctx: AppContext, user: UserTable, q: { library?: string; projectId?: string }): Promise<DocumentOptions> {
  const m = await memberOf(ctx, user)
  const library = libraryOf(q.library)
  const f = await filterOf(ctx, m, library, { projectId: q.projectId })
  const counts = await documentRepository.countByCategory(ctx.db, f)
  const sections = library === 'drawing' ? await sectionsOf(ctx, f.projectIds[0]) : []
  return {
    library,
    categories: DOCUMENT_CATEGORIES[library].map((name) => ({ name, count: counts.get(name) ?? 0 })),
    sections: sections.map((s) => ({ id: s.id, enCode: s.enCode, fullName: s.fullName })),
    mayUpload: mayUpload(m, library)
  }
}

async function readable(ctx: AppContext, m: Member, id: string): Promise<DocumentTable> {
  const d = await documentRepository.find(ctx.db, id)
  if (!d || !mayRead(m, d)) throw new BadRequest(NO_DOCUMENT)
  return d
}

export async function documentDetail(ctx: AppContext, user: UserTable, id: string): Promise<DocumentDetail> {
  const m = await memberOf(ctx, user)
  const d = await readable(ctx, m, id)
  const [sections, uploader] = await Promise.all([
    sectionNames(ctx, [d]),
    ctx.db.selectFrom('baseUser').select('realName').where('id', '=', d.uploaderUserId).executeTakeFirst()
  ])
  return {
    ...card(d, sections), remark: d.remark, fileName: d.fileName, fileUrl: signedImageUrl(ctx, 'document', d.fileName),
    uploaderName: uploader?.realName ?? '', qrText: qrPayload('doc', d.id), mayDelete: mayDelete(m, d)
  }
}

/** whether the user may read the document (and so its PDF) */
export async function mayReadDocument(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const d = await documentRepository.find(ctx.db, id)
  return Boolean(d && mayRead(await memberOf(ctx, user), d))
}

/** a document the caller may read, for the QR resolver */
export async function readableDocument(ctx: AppContext, user: UserTable, id: string): Promise<DocumentTable | undefined> {
  const d = await documentRepository.find(ctx.db, id)
  return d && mayRead(await memberOf(ctx, user), d) ? d : undefined
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
function dateOf(value: unknown, label: string): string {
  if (value === undefined || value === null || value === '') return ''
  if (typeof value !== 'string' || !DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new BadRequest(`${label}不是有效日期（yyyy-MM-dd）`)
  }
  return value
}

/** the first bytes of every PDF */
async function isPdf(ctx: AppContext, name: string): Promise<{ pdf: boolean; size: number }> {
  const opened = await ctx.store.open('document', name)
  if (!opened) return { pdf: false, size: 0 }
  const head = await new Promise<Buffer>((resolve) => {
    const parts: Buffer[] = []
    let got = 0
    const done = () => { opened.stream.destroy(); resolve(Buffer.concat(parts)) }
    opened.stream.on('data', (chunk: Buffer) => { parts.push(chunk); got += chunk.length; if (got >= 1024) done() })
    opened.stream.on('end', done)
    opened.stream.on('error', done)
  })
  return { pdf: head.subarray(0, 1024).includes('%PDF-'), size: Number(opened.size) }
}

export async function addDocument(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<{ id: string }> {
  const m = await memberOf(ctx, user)
  const library = libraryOf(input.library)
  if (!mayUpload(m, library)) throw new BadRequest(`您没有上传${library === 'standard' ? '标准规范' : library === 'drawing' ? '施工图纸' : '知识库文档'}的权限`)
  let projectId = ''
  let contractId = ''
  if (library === 'drawing' || (library === 'knowledge' && input.projectId)) projectId = requireProject(m, input.projectId)
  if (library === 'drawing' && input.contractId) {
    const section = (await sectionsOf(ctx, projectId)).find((c) => c.id === input.contractId)
    if (!section) throw new BadRequest('合同段不存在或不属于该项目')
    contractId = section.id
  }
  const category = text(input.category, '分类', 40, true)
  if (!DOCUMENT_CATEGORIES[library].includes(category)) throw new BadRequest('请选择文档分类')
  const title = text(input.title, '名称', 200, true)
  const code = text(input.code, library === 'standard' ? '标准编号' : '编号', 60, library === 'standard')
  const issuer = text(input.issuer, library === 'standard' ? '发布单位' : library === 'drawing' ? '设计单位' : '编制单位', 100, false)
  const issueDate = dateOf(input.issueDate, library === 'standard' ? '发布日期' : '日期')
  const effectiveDate = library === 'standard' ? dateOf(input.effectiveDate, '实施日期') : ''
  if (effectiveDate && issueDate && effectiveDate < issueDate) throw new BadRequest('实施日期不能早于发布日期')
  let standardState = ''
  if (library === 'standard') {
    standardState = typeof input.standardState === 'string' && input.standardState ? input.standardState : 'current'
    if (!(standardState in STANDARD_STATE_NAMES)) throw new BadRequest('标准状态不正确')
  }
  const structure = library === 'drawing' ? text(input.structure, '构造物/部位', 100, false) : ''
  const remark = text(input.remark, '备注', 1000, false)
  const file = input.file as { url?: unknown } | undefined
  if (!file || typeof file !== 'object' || typeof file.url !== 'string') throw new BadRequest('请上传PDF文件')
  const keys = fileKeysIn([{ url: file.url }]).filter((k) => k.type === 'document')
  if (keys.length !== 1) throw new BadRequest('请上传PDF文件（上传到文档目录）')
  if (!keys[0].name.endsWith('.pdf')) throw new BadRequest('只能上传PDF文件')
  const claimed = await claimFiles(ctx, user, keys)
  if (claimed.length !== 1) throw new BadRequest('文件不存在或已过期，请重新上传')
  const { pdf, size } = await isPdf(ctx, keys[0].name)
  if (!pdf) throw new BadRequest('文件不是有效的PDF，请重新上传')
  const now = ctx.clock.now()
  const row: DocumentTable = {
    id: newId(), library, projectId, contractId, category, code, title, issuer, issueDate, effectiveDate, standardState, structure,
    remark, fileName: keys[0].name, fileSize: size, pageCount: 0, seedKey: '', uploaderUserId: user.id, creatorTime: now, lastModifyTime: now
  }
  await ctx.db.transaction().execute(async (trx) => {
    await documentRepository.insert(trx, row)
    await fileRefRepository.replace(trx, 'document', row.id, claimed)
  })
  return { id: row.id }
}

export async function removeDocument(ctx: AppContext, user: UserTable, id: string): Promise<void> {
  const m = await memberOf(ctx, user)
  const d = await readable(ctx, m, id)
  if (!mayDelete(m, d)) throw new BadRequest('只有上传人或管理员可以删除该文档')
  await ctx.db.transaction().execute(async (trx) => {
    await documentRepository.remove(trx, id)
    await fileRefRepository.replace(trx, 'document', id, [])
  })
}
