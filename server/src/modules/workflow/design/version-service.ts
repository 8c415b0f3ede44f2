// 版本管理 of a template (the console's VersionManage): the versions of one flow of the template, main first, with
// who made them; and the form a version's start node runs on (sub-flow field mapping reads it).
import type { PageList } from '@shared/api/envelope'
import type { AppContext } from '../../../context'
import { BadRequest } from '../../../errors'
import { page } from '../../../lib/envelope'
import { pageOf, timeRange } from '../../admin-system'
import { loadNames } from '../read'
import { designRepository as repo } from './repository'
import { findTemplate } from './template-service'

export interface VersionQuery { flowId?: string; keyword?: string; startTime?: string; endTime?: string; currentPage?: number; pageSize?: number }

export interface FlowTemplateJsonListVO {
  id: string
  templateId: string
  fullName: string
  version: string
  /** 1 = the main version new launches use */
  enabledMark: number
  visibleType: number
  flowTemplateJson: string
  creatorUser: string
  creatorTime: number
  lastModifyTime: number | null
}

export async function listVersions(ctx: AppContext, templateId: string, q: VersionQuery): Promise<PageList<FlowTemplateJsonListVO>> {
  await findTemplate(ctx.db, templateId)
  const { currentPage, pageSize, offset } = pageOf(q)
  const { from, to } = timeRange(q.startTime, q.endTime, '创建')
  const picked = q.flowId ? await repo.findVersion(ctx.db, q.flowId) : undefined
  if (q.flowId && (!picked || picked.templateId !== templateId)) throw new BadRequest('该流程版本不存在或已被删除')
  const { rows, total } = await repo.versionPage(ctx.db, { templateId, groupId: picked?.groupId ?? '', keyword: (q.keyword ?? '').trim(), from, to }, offset, pageSize)
  const names = await loadNames(ctx, rows.map((r) => r.creatorUserId))
  return page(rows.map((v) => ({
    id: v.id, templateId: v.templateId, fullName: v.fullName, version: String(v.version), enabledMark: Number(v.enabledMark), visibleType: Number(v.visibleType),
    flowTemplateJson: v.flowTemplateJson, creatorUser: names.name(v.creatorUserId), creatorTime: Number(v.creatorTime),
    lastModifyTime: v.lastModifyTime === null || v.lastModifyTime === undefined ? null : Number(v.lastModifyTime)
  })), currentPage, pageSize, total)
}

/** FormInfo: the flow form of a version's start node */
export async function versionFormInfo(ctx: AppContext, versionId: string) {
  const v = await repo.findVersion(ctx.db, versionId)
  if (!v) throw new BadRequest('该流程版本不存在或已被删除')
  const form = v.formId ? await repo.findForm(ctx.db, v.formId) : undefined
  if (!form) throw new BadRequest('表单未找到')
  const model = form.modelId ? await repo.findModel(ctx.db, form.modelId) : undefined
  return {
    id: form.id, enCode: form.enCode, fullName: form.fullName, formType: Number(form.formType), flowType: Number(form.flowType), category: form.category,
    urlAddress: form.urlAddress, appUrlAddress: form.appUrlAddress, interfaceUrl: form.interfaceUrl, propertyJson: form.propertyJson || model?.formData || '',
    tableJson: form.tableJson || model?.tables || '', dbLinkId: form.dbLinkId
  }
}
