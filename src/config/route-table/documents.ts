// Routes of documents read as PDF: knowledge base, industry standards, drawings, QR identification; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const documentRoutes = {
  /** documents read as PDF (issue 18): 工程知识库 (categories), its list and reader; 行业标准规范; 施工图纸; any document */
  documents: {
    knowledgeBase: '/pages/apply/engineeringManagement/knowledgeBase/index',
    knowLibrary: (category?: string) => withQuery('/pages/apply/engineeringManagement/knowledgeBase/knowLibrary/index', { category }),
    knowLibraryPdf: (id: string) => withQuery('/pages/apply/engineeringManagement/knowledgeBase/knowLibrary/pdfview', { id }),
    industryStandard: '/pages/apply/industryStandard/index',
    /** the standards, opened on one category */
    industryStandardOf: (category: string) => withQuery('/pages/apply/industryStandard/index', { category }),
    /** 安全知识库: the knowledge base's safety categories and the safety standards */
    safetyKnowledgeBase: '/pages/apply/knowledgeBase/index',
    industryStandardPdf: (id: string) => withQuery('/pages/apply/industryStandard/pdfview', { id }),
    drawPdfs: '/pages/apply/drawPdfs/index',
    previewPdf: (id: string) => withQuery('/pages/apply/previewPdf/index', { id }),
    /** 上传文档 into one library (for those its catalogue lets add) */
    upload: (library: string) => withQuery('/pages/apply/previewPdf/upload/index', { library }),
    /** 构件二维码识别: scan a component's code to open its record; code opens one directly */
    identifyQRCode: (code?: string) => withQuery('/pages/apply/identifyQRCode/index', { code })
  }
} as const
