// 工序报验 (process inspection requests): the modelId of an inbox message about a request (RecordLinkBody), which
// opens the request.
export const INSPECTION_LINK_MODEL = 'processInspection'
