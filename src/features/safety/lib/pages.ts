// Where a hazard opens: the 安全隐患 page (hiddenDanger) draws the record with the engine's detail, its state,
// timeline and moves; the page config is the engine's, so the detail reads it as it reads its own.
import { encodePageConfig } from '@/engines/lowcode'
import { routes } from '@/config/routes'
import { HAZARD_MODEL_ID } from './hazard'

export const hazardDetailUrl = (id: string) =>
  routes.hiddenDanger(encodePageConfig({ modelId: HAZARD_MODEL_ID, id, jurisdictionType: 'btn_detail', title: '安全隐患' }))
